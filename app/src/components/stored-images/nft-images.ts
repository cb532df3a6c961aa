import type { StoredImageId } from '@/storage/image-store'
import { storedImage, type StoredImage } from '@/storage/stored-image'

export type { StoredImage, StoredImageSnapshot } from '@/storage/stored-image'

/** The NFT wizard's own images, kept in the image database across visits. */
export type NftImageId = Extract<StoredImageId, 'nft-icon-image' | 'nft-banner-image'>

/** The one handle of an NFT image, shared by every page that shows, stores or uploads it. */
export function nftImage(id: NftImageId): StoredImage {
  return storedImage(id)
}
