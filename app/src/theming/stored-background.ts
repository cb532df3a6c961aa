import {
  classifyImageReference,
  storedImageKey,
  storedImageReference,
  type Theme,
} from '@theme-a-roo/theme'
import { storedImage, StoredImageSupersededError } from '@/storage/stored-image'
import { imageKey } from './image-keys'
import { appSession } from './app-session'
import { useWorkingTheme, withColors } from './working-theme'

/*
 * The working theme's background image. An uploaded, generated or embedded image lives in the
 * image database (localStorage is small); the theme names it by content (`stored-image:<sha256>`)
 * and the painters show it through an object URL of this page's. When an image stops
 * being shown (removed, replaced, another theme opened) a copy is kept by content for as long as
 * an undo step of any tab names it, so undo and redo bring it back, across reloads too.
 */

/** The uploaded background's bytes, their content key and the object URL that shows them. */
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
  try {
    // The image the theme names may not be read back yet (the page just loaded, or took another
    // tab's change): the step being made names it, so the read finishes before the next image
    // takes its place, and the copy is kept.
    const { blob, key: shownKey } = needsReadBack(useWorkingTheme.getState().theme.backgroundImage)
      ? await storedBackground.load(imageKey)
      : storedBackground.getSnapshot()
    if (!blob) return
    const key = shownKey ?? (await imageKey(blob))
    appSession().claims.claimImageCopy(key)
    await (await imageStore()).keepImageCopy(key, blob)
  } catch (error) {
    // Undo cannot bring this image back then; everything else goes on.
    console.error('Failed to keep a copy of the background image for undo', error)
  }
}

/**
 * Stores an image as the background and returns how a theme names it: by its content, hashed
 * before the image shows, so the theme can name it as soon as the page can show it.
 */
export async function storeBackground(source: Blob | string): Promise<string> {
  await keepShownImageForUndo()
  const { key } = await storedBackground.store(source, imageKey)
  return storedImageReference(key as string)
}

/** Whether the page shows the stored image `image` names, by content. */
export function showsStoredImage(image: string | undefined): boolean {
  const key = storedImageKey(image)
  return key !== undefined && key === storedBackground.getSnapshot().key
}

/**
 * Makes the stored image a theme names by content the shown background: at once when it is
 * shown already, else from the copy kept for undo. False when no copy is kept, the database
 * fails, or a newer background change came first.
 */
export async function showStoredImage(image: string): Promise<boolean> {
  const key = storedImageKey(image)
  if (key === undefined) return false
  if (showsStoredImage(image)) return true
  try {
    const copy = await (await imageStore()).getImageCopy(key)
    if (!copy) return false
    await storeBackground(copy)
    return true
  } catch (error) {
    if (!(error instanceof StoredImageSupersededError)) {
      console.error('Failed to bring back the background image', error)
    }
    return false
  }
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
  const { claims } = appSession()
  claims.settleClaim()
  const keep = new Set([...claims.imagesInHistory(), ...claims.imagesClaimedByOtherPages()])
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
 * Whether the theme names a stored image this page does not show: by content, or (saved by an
 * older version) by an object URL, which belonged to another page.
 */
export function needsReadBack(image: string | undefined): boolean {
  if (storedImageKey(image) !== undefined) return !showsStoredImage(image)
  return classifyImageReference(image) === 'object-url'
}
