import { classifyImageReference, type Theme } from '@theme-a-roo/theme'
import { normalizeWebsite, twitterHandle, type CollectionInfo } from './collection-info'

/** An image pinned by step 3, as the metadata refers to it. */
export interface UploadedImage {
  url: string
  fileType: 'icon' | 'banner' | 'background'
}

interface NftAttribute {
  trait_type: string
  value: string
}

interface CollectionAttribute {
  type: string
  value: string
}

/** The CHIP-0007 document a Chia wallet reads for the theme NFT. */
interface ThemeNftMetadata {
  format: 'CHIP-0007'
  name: string
  description: string
  minting_tool: string
  sensitive_content: boolean
  attributes: NftAttribute[]
  collection: { id: string; name: string; attributes: CollectionAttribute[] }
  data: { theme: Theme }
}

interface ThemeMetadataInput {
  theme: Theme
  info: CollectionInfo
  uploadedImages: UploadedImage[]
  /** A UUID, kept with the collection so the document stays the same across sessions. */
  collectionId: string
}

/**
 * The theme a wallet loads: named after the collection's base name, its background the pinned
 * copy. Without an uploaded background, an address only this browser understands (object URL,
 * embedded data, a path beside a theme file) is dropped; a web address is kept.
 */
function themeForWallet(theme: Theme, baseName: string, background: string | undefined): Theme {
  const copy: Theme = { ...structuredClone(theme), name: baseName.trim() }
  if (background) copy.backgroundImage = background
  else if (classifyImageReference(copy.backgroundImage) !== 'web') delete copy.backgroundImage
  return copy
}

export function buildThemeMetadata({
  theme,
  info,
  uploadedImages,
  collectionId,
}: ThemeMetadataInput): ThemeNftMetadata {
  const urlOf = (fileType: UploadedImage['fileType']) =>
    uploadedImages.find((image) => image.fileType === fileType)?.url.trim() || undefined
  const background = urlOf('background')
  const displayName = theme.displayName.trim()
  const description = info.description.trim()

  const attributes: NftAttribute[] = [
    { trait_type: 'Theme', value: displayName },
    { trait_type: 'Author', value: info.author.trim() },
    ...(background ? [{ trait_type: 'Background', value: 'Image' }] : []),
    { trait_type: 'Sponsor', value: info.sponsor.trim() },
  ]
  const optional: [string, string | undefined][] = [
    ['twitter', twitterHandle(info.twitterHandle)],
    ['website', normalizeWebsite(info.website)],
    ['icon', urlOf('icon')],
    ['banner', urlOf('banner')],
  ]
  return {
    format: 'CHIP-0007',
    name: displayName,
    description,
    minting_tool: 'Theme-a-roo',
    sensitive_content: false,
    attributes,
    collection: {
      id: collectionId,
      name: `${displayName} Theme`,
      attributes: [
        { type: 'description', value: description },
        ...optional.flatMap(([type, value]) => (value ? [{ type, value }] : [])),
      ],
    },
    data: { theme: themeForWallet(theme, info.baseName, background) },
  }
}

export function serializeMetadata(metadata: ThemeNftMetadata): string {
  return JSON.stringify(metadata, null, 2)
}
