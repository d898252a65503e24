/** Stub until the Setup tab lands (issue 17 in progress). */
export function SetupTab(_props: { propertyId: number }) {
  return null
}
