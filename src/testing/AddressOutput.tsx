import { useLocation } from 'react-router-dom'

/** Shows the router's current address, decoded, so stories and tests can check what a screen wrote into it. */
export function AddressOutput() {
  const { pathname, search } = useLocation()
  const query = [...new URLSearchParams(search)].map(([key, value]) => `${key}=${value}`).join('&')
  return (
    <output
      aria-label="Address"
      style={{ display: 'block', marginTop: 8, fontFamily: 'monospace', fontSize: 12 }}
    >
      {query ? `${pathname}?${query}` : pathname}
    </output>
  )
}
