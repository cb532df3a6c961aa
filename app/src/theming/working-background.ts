import {
  classifyImageReference,
  needsSeparateUpload,
  readTheme,
  type ReadTheme,
  type Theme,
} from '@theme-a-roo/theme'
import { reportError } from '@/lib/error-queue'
import { StoredImageSupersededError } from '@/storage/stored-image'
import {
  deleteStoredBackground,
  keepShownImageForUndo,
  releaseUnusedCopies,
  showStoredImage,
  storeBackground,
  storedBackground,
  withoutBackgroundImage,
  withoutKey,
} from './stored-background'
import type { Counterpart, WorkingPair } from './counterpart'
import { createDefaultWorkingTheme } from './working-theme-storage'
import {
  currentBackgroundRevision,
  nextBackgroundRevision,
  replaceWorkingTheme,
  updateWorkingTheme,
  withColors,
  type WorkingThemeChange,
} from './working-theme'
import { errorMessage } from '@/lib/error-message'

/*
 * The working theme's background image as the user changes it: set, replaced with another
 * theme's, reset, or brought back by undo. The image itself lives in the image database, and the
 * theme names it by content (see stored-background.ts).
 */

async function fetchImage(url: string): Promise<Blob> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Failed to load image (${response.status})`)
  return response.blob()
}

/**
 * Makes a theme the working theme in one change. An embedded or bundled image (`imageUrl`) is
 * put in the image database first, so the theme is written once, with its image. With `pair`,
 * the counterpart becomes the one it holds (see replaceWorkingTheme).
 */
export async function replaceKeepingImagesInStore(
  theme: Theme,
  imageUrl: string | undefined,
  intent: WorkingThemeChange = { history: 'step' },
  pair?: Pick<WorkingPair, 'counterpart'>,
) {
  const path = theme.backgroundImage
  if (imageUrl === undefined || classifyImageReference(path) === 'web') {
    if (classifyImageReference(path) === 'stored') {
      // Text naming a stored image (as the JSON editor shows one) keeps it, or brings back the
      // copy kept for undo.
      const revision = nextBackgroundRevision()
      const shown = await showStoredImage(path as string)
      if (revision !== currentBackgroundRevision()) return
      if (!shown) theme = withoutBackgroundImage(theme)
    } else {
      await keepShownImageForUndo()
      storedBackground.release()
    }
    replaceWorkingTheme(theme, intent, pair)
    void releaseUnusedCopies()
    return
  }
  const revision = nextBackgroundRevision()
  let reference: string
  try {
    const image =
      classifyImageReference(imageUrl) === 'embedded' ? imageUrl : await fetchImage(imageUrl)
    reference = await storeBackground(image)
  } catch (error) {
    if (error instanceof StoredImageSupersededError) return
    console.error('Failed to copy the background image', error)
    reportError(
      'dexie',
      `The theme was opened without its background image, which could not be stored: ${errorMessage(error)}`,
    )
    if (revision === currentBackgroundRevision()) {
      replaceWorkingTheme(withoutBackgroundImage(theme), intent, pair)
    }
    return
  }
  if (revision !== currentBackgroundRevision()) return
  replaceWorkingTheme({ ...theme, backgroundImage: reference }, intent, pair)
  void releaseUnusedCopies()
}

/**
 * Replaces the working theme; an embedded (data URI) background moves to the image database. The
 * counterpart stays, unless `pair` says what it becomes.
 */
export async function replaceWorkingThemeKeepingImages(
  theme: Theme,
  pair?: Pick<WorkingPair, 'counterpart'>,
): Promise<void> {
  const embeddedImage =
    classifyImageReference(theme.backgroundImage) === 'embedded' ? theme.backgroundImage : undefined
  await replaceKeepingImagesInStore(theme, embeddedImage, { history: 'step' }, pair)
}

/**
 * Makes a copy of another theme the working theme ('New Theme' when it has no display name),
 * with the other mode given, or none.
 */
export async function loadWorkingThemeFrom(
  source: Theme,
  resolvedBackgroundImage?: string,
  counterpart?: Counterpart,
): Promise<void> {
  const theme: Theme = {
    ...structuredClone(source),
    displayName: source.displayName.trim() ? source.displayName : 'New Theme',
  }
  await replaceKeepingImagesInStore(
    theme,
    resolvedBackgroundImage,
    { history: 'step' },
    {
      counterpart,
    },
  )
}

/**
 * Parses theme JSON text and makes it the working theme. Throws the engine's validation error and
 * changes nothing when the text is not a valid theme. Returns the theme as written in the text,
 * with the engine's warnings (unknown properties are kept in the working theme).
 */
export async function loadWorkingThemeFromJson(
  text: string,
  /** Throws to refuse a theme the engine accepts but the app cannot use (e.g. a missing base). */
  accept?: (theme: Theme) => void,
  /** The other mode of the same source, kept with it; a one-mode theme drops the old one. */
  counterpart?: Counterpart,
): Promise<ReadTheme> {
  const read = readTheme(text)
  const { theme } = read
  accept?.(theme)
  await replaceWorkingThemeKeepingImages(
    { ...theme, displayName: theme.displayName.trim() ? theme.displayName : 'Imported Theme' },
    { counterpart },
  )
  return read
}

/** The default theme, alone: the other mode of the theme it replaces goes with it. */
export async function resetWorkingTheme(): Promise<void> {
  nextBackgroundRevision()
  await keepShownImageForUndo()
  replaceWorkingTheme(createDefaultWorkingTheme(), { history: 'step' }, { counterpart: undefined })
  await deleteStoredBackground()
  void releaseUnusedCopies()
}

/**
 * A file or data URI is kept in the image database and named by its content; a plain URL is
 * used as it is; null removes the image and its stored copy. With `ifUnchangedSince` (from
 * currentBackgroundRevision() when the work began) the image is dropped if the theme or its
 * background changed meanwhile. Resolves to whether the image was applied.
 */
export async function setWorkingThemeBackgroundImage(
  source: Blob | string | null,
  options: { ifUnchangedSince?: number } = {},
): Promise<boolean> {
  if (
    options.ifUnchangedSince !== undefined &&
    options.ifUnchangedSince !== currentBackgroundRevision()
  ) {
    return false
  }
  const revision = nextBackgroundRevision()
  if (source === null) {
    await keepShownImageForUndo()
    updateWorkingTheme(
      (theme) =>
        withColors(
          withoutKey(theme, 'backgroundImage'),
          withoutKey(theme.colors ?? {}, 'background'),
        ),
      { history: 'step' },
    )
    await deleteStoredBackground()
    return true
  }
  let image = source
  if (source instanceof Blob || classifyImageReference(source) === 'embedded') {
    try {
      image = await storeBackground(source)
    } catch (error) {
      if (error instanceof StoredImageSupersededError) return false
      throw new Error(`Failed to store background image: ${errorMessage(error)}`, { cause: error })
    }
  } else {
    await keepShownImageForUndo()
    storedBackground.release()
  }
  if (revision !== currentBackgroundRevision()) return false
  updateWorkingTheme(
    (theme) => {
      const withImage = { ...theme, backgroundImage: image as string }
      return keepsOwnBackgroundColor(theme)
        ? withImage
        : withColors(withImage, { ...theme.colors, background: 'transparent' })
    },
    { history: 'step' },
  )
  return true
}

/**
 * A theme that names its image as a file of its own gets that file as it is: its background
 * colour (often a see-through tint over the image) is part of its look. So is the colour a theme
 * already paints over an image when the image changes. Only an image new to the theme makes the
 * background transparent, so the image shows through.
 */
function keepsOwnBackgroundColor(theme: Theme): boolean {
  if (needsSeparateUpload(theme.backgroundImage)) return true
  return theme.backgroundImage !== undefined && theme.colors?.background !== undefined
}
