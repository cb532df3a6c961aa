/*
 * What the bars around the page (RemoteBackgroundNotice, SharedThemeNotice) share.
 */

/** The host a web address names, for a sentence; the address itself when it is not a URL. */
export function hostOf(address: string): string {
  try {
    return new URL(address).host
  } catch {
    return address
  }
}

/** The buttons go away with the notice; keyboard users carry on from the page, not the top. */
export function focusPage() {
  document.querySelector<HTMLElement>('#main [data-page-body]')?.focus({ preventScroll: true })
}
