/** Full page navigations the error catalogue makes (spec §8). A port, so tests can observe them. */
export const browser = {
  goTo(path: string) {
    window.location.assign(path)
  },
}
