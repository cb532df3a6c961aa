import { useSyncExternalStore } from 'react'
import {
  nftImage,
  type NftImageId,
  type StoredImageSnapshot,
} from '@/components/stored-images/nft-images'

/** The stored image as it is now (status and object URL); re-renders when it changes. */
export function useStoredImage(id: NftImageId): StoredImageSnapshot {
  const image = nftImage(id)
  return useSyncExternalStore(image.subscribe, image.getSnapshot)
}
