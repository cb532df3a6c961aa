import { sharedThemePayload } from './share-link-address'

/*
 * All the first page loads of share links: a look at the fragment. The decoder loads only when
 * there is a shared theme in it.
 */
function openSharedThemeInAddress(): Promise<void> {
  if (sharedThemePayload(window.location.hash) === undefined) return Promise.resolve()
  return import('./open-shared-theme')
    .then((module) => module.openSharedThemeInAddress())
    .catch((error: unknown) => console.error('The share link could not be opened', error))
}

/**
 * Opens a share link the page was loaded with, and one pasted into the address bar later.
 * Resolves once the first is shown (or refused), at once without one.
 */
export function watchForShareLinks(): Promise<void> {
  window.addEventListener('hashchange', () => void openSharedThemeInAddress())
  return openSharedThemeInAddress()
}
