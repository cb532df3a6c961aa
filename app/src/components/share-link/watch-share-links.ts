import { sharedThemePayload } from './share-link-address'

/*
 * All the first page loads of share links: a look at the fragment. The decoder loads only when
 * there is a shared theme in it.
 */
function openSharedThemeInAddress() {
  if (sharedThemePayload(window.location.hash) === undefined) return
  import('./open-shared-theme')
    .then((module) => module.openSharedThemeInAddress())
    .catch((error: unknown) => console.error('The share link could not be opened', error))
}

/** Opens a share link the page was loaded with, and one pasted into the address bar later. */
export function watchForShareLinks(): void {
  openSharedThemeInAddress()
  window.addEventListener('hashchange', openSharedThemeInAddress)
}
