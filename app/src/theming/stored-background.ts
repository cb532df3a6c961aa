import { classifyImageReference, type Theme } from '@theme-a-roo/theme'
import { storedImage } from '@/storage/stored-image'
import { imageKey, imageReferenceForHistory, rememberImageKey, storedImageKey } from './image-keys'
import {
  claimImageCopy,
  imagesClaimedByOtherPages,
  imagesInHistory,
  settleClaim,
} from './undo-image-claims'
import { withColors } from './working-theme'

/*
 * The working theme's background image. An uploaded, generated or embedded image lives in the
 * image database (localStorage is small) and is shown through an object URL. When an image stops
 * being shown (removed, replaced, another theme opened) a copy is kept by content for as long as
 * an undo step of any tab names it, so undo and redo bring it back, across reloads too.
 */

/** The uploaded background's bytes and the object URL that shows them. */
export const storedBackground = storedImage('background-image')

// The image database (and Dexie) loads only when an image is stored, read or deleted.
export const imageStore = () => import('@/storage/image-store')

export function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value }
  delete copy[key]
  return copy
}

/** Keeps a copy of the image being shown, before it stops being the stored background. */
export async function keepShownImageForUndo(): Promise<void> {
  const { blob, url } = storedBackground.getSnapshot()
  if (!blob || !url) return
  try {
    const key = storedImageKey(imageReferenceForHistory(url)) ?? (await imageKey(blob))
    rememberImageKey(url, key)
    claimImageCopy(key)
    await (await imageStore()).keepImageCopy(key, blob)
  } catch (error) {
    // Undo cannot bring this image back then; everything else goes on.
    console.error('Failed to keep a copy of the background image for undo', error)
  }
}

/**
 * Stores an image as the background and returns the object URL that shows it. The image is
 * hashed before its URL replaces the shown one: until the theme names the new URL, the old one
 * must still work (a download or a repaint in that time would find nothing).
 */
export async function storeBackground(source: Blob | string): Promise<string> {
  await keepShownImageForUndo()
  let key: string | undefined
  const url = await storedBackground.store(source, async (blob) => {
    key = await imageKey(blob)
  })
  if (key !== undefined) rememberImageKey(url, key)
  return url
}

export async function deleteStoredBackground() {
  try {
    await storedBackground.remove()
  } catch (error) {
    console.error('Failed to delete the stored background image', error)
  }
}

/** Lets go of the copies no undo step of any open tab names any more. */
export async function releaseUnusedCopies(): Promise<void> {
  settleClaim()
  const keep = new Set([...imagesInHistory(), ...imagesClaimedByOtherPages()])
  try {
    await (await imageStore()).releaseImageCopiesExcept(keep)
  } catch (error) {
    console.error('Failed to release background copies kept for undo', error)
  }
}

/** Without its image, the 'transparent' the image asked for would leave the page see-through. */
export function withoutBackgroundImage(theme: Theme): Theme {
  const next = withoutKey(theme, 'backgroundImage')
  return theme.colors?.background === 'transparent'
    ? withColors(next, withoutKey(theme.colors, 'background'))
    : next
}

/**
 * Whether the theme names a stored image this page does not show: stored text names it by
 * content (or, saved by an older version, by a dead object URL of another page).
 */
export function needsReadBack(image: string | undefined): boolean {
  if (storedImageKey(image) !== undefined) {
    return imageReferenceForHistory(storedBackground.url) !== image
  }
  return classifyImageReference(image) === 'object-url' && !storedBackground.owns(image)
}
