import { useSyncExternalStore } from 'react'
import { displayAddress, subscribeStoredImages } from '@/storage/stored-image'

/*
 * A theme's background as the pages show and send it: a very large image is shown through a
 * display-sized copy, a stored image named by content through this page's object URL for it, and
 * a stored background's bytes are the very blob the page holds (so work already done on them,
 * such as their hash, is found again).
 */
export { displayAddress, storedBlobAt } from '@/storage/stored-image'

/**
 * The address to show `image` through, following the stored images: a stored image named by
 * content has one once this page has read it (until then, the name itself, which shows nothing).
 */
export function useDisplayAddress(image: string | undefined): string | undefined {
  return useSyncExternalStore(subscribeStoredImages, () => displayAddress(image))
}
