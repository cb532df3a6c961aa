import { useSyncExternalStore } from 'react'
import type { StoredImageId } from '@/storage/image-store'
import { storedImage, type StoredImageSnapshot } from '@/storage/stored-image'

/** The stored image as it is now (status and object URL); re-renders when it changes. */
export function useStoredImage(id: StoredImageId): StoredImageSnapshot {
  const image = storedImage(id)
  return useSyncExternalStore(image.subscribe, image.getSnapshot)
}
