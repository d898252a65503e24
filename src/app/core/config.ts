/** Runtime configuration from /config.js, served beside index.html, so one build can talk to any provider host. */
export type RuntimeConfig = {
  /** Origin (and optional path prefix) of the provider API; '' means the origin that served the app. */
  apiBaseUrl: string
}

declare global {
  interface Window {
    __ROOST_CONFIG__?: Partial<RuntimeConfig>
  }
}

export function runtimeConfig(): RuntimeConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.__ROOST_CONFIG__
  return { apiBaseUrl: (fromPage?.apiBaseUrl ?? '').replace(/\/$/, '') }
}

/** The absolute base URL for API calls: the configured host, or this page's origin. */
export function apiBaseUrl(): string {
  return runtimeConfig().apiBaseUrl || window.location.origin
}
