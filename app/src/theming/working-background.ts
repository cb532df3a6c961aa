import {
  classifyImageReference,
  needsSeparateUpload,
  readTheme,
  type ReadTheme,
  type Theme,
} from '@theme-a-roo/theme'
import { reportError } from '@/lib/error-queue'
import { readSessionString, writeSession } from '@/storage/local-storage'
import { SESSION_KEYS } from '@/storage/keys'
import { StoredImageSupersededError, storedImage } from '@/storage/stored-image'
import { imageKey, imageReferenceForHistory, rememberImageKey, storedImageKey } from './image-keys'
import {
  claimImageCopy,
  imagesClaimedByOtherPages,
  imagesInHistory,
  settleClaim,
} from './undo-image-claims'
import type { Counterpart, WorkingPair } from './counterpart'
import { createDefaultWorkingTheme } from './working-theme-storage'
import {
  currentBackgroundRevision,
  FROM_STORAGE,
  nextBackgroundRevision,
  replaceWorkingTheme,
  setStoredThemeTaker,
  setRestoringBackground,
  updateWorkingTheme,
  useWorkingTheme,
  withColors,
  type WorkingThemeChange,
} from './working-theme'
import { errorMessage } from '@/lib/error-message'

/*
 * The working theme's background image. An uploaded, generated or embedded image lives in the
 * image database (localStorage is small) and is shown through an object URL. When an image stops
 * being shown (removed, replaced, another theme opened) a copy is kept by content for as long as
 * an undo step of any tab names it, so undo and redo bring it back, across reloads too.
 */

/** The uploaded background's bytes and the object URL that shows them. */
const storedBackground = storedImage('background-image')

// The image database (and Dexie) loads only when an image is stored, read or deleted.
const imageStore = () => import('@/storage/image-store')

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value }
  delete copy[key]
  return copy
}

/** Keeps a copy of the image being shown, before it stops being the stored background. */
async function keepShownImageForUndo(): Promise<void> {
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
async function storeBackground(source: Blob | string): Promise<string> {
  await keepShownImageForUndo()
  let key: string | undefined
  const url = await storedBackground.store(source, async (blob) => {
    key = await imageKey(blob)
  })
  if (key !== undefined) rememberImageKey(url, key)
  return url
}

async function deleteStoredBackground() {
  try {
    await storedBackground.remove()
  } catch (error) {
    console.error('Failed to delete the stored background image', error)
  }
}

/** Lets go of the copies no undo step of any open tab names any more. */
async function releaseUnusedCopies(): Promise<void> {
  settleClaim()
  const keep = new Set([...imagesInHistory(), ...imagesClaimedByOtherPages()])
  try {
    await (await imageStore()).releaseImageCopiesExcept(keep)
  } catch (error) {
    console.error('Failed to release background copies kept for undo', error)
  }
}

async function fetchImage(url: string): Promise<Blob> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Failed to load image (${response.status})`)
  return response.blob()
}

/** Without its image, the 'transparent' the image asked for would leave the page see-through. */
function withoutBackgroundImage(theme: Theme): Theme {
  const next = withoutKey(theme, 'backgroundImage')
  return theme.colors?.background === 'transparent'
    ? withColors(next, withoutKey(theme.colors, 'background'))
    : next
}

/**
 * Makes a theme the working theme in one change. An embedded or bundled image (`imageUrl`) is
 * put in the image database first, so the theme is written once, with its image. With `pair`,
 * the counterpart becomes the one it holds (see replaceWorkingTheme).
 */
async function replaceKeepingImagesInStore(
  theme: Theme,
  imageUrl: string | undefined,
  intent: WorkingThemeChange = { history: 'step' },
  pair?: Pick<WorkingPair, 'counterpart'>,
) {
  const path = theme.backgroundImage
  if (imageUrl === undefined || classifyImageReference(path) === 'web') {
    // Text that still names the current object URL (the JSON editor shows it) keeps its image.
    if (!storedBackground.owns(path)) {
      await keepShownImageForUndo()
      storedBackground.release()
    }
    replaceWorkingTheme(theme, intent, pair)
    void releaseUnusedCopies()
    return
  }
  const revision = nextBackgroundRevision()
  let url: string
  try {
    const image =
      classifyImageReference(imageUrl) === 'embedded' ? imageUrl : await fetchImage(imageUrl)
    url = await storeBackground(image)
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
  replaceWorkingTheme({ ...theme, backgroundImage: url }, intent, pair)
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
 * A file or data URI is kept in the image database and shown through an object URL; a plain URL
 * is used as it is; null removes the image and its stored copy. With `ifUnchangedSince` (from
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
  let url = source
  if (source instanceof Blob || classifyImageReference(source) === 'embedded') {
    try {
      url = await storeBackground(source)
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
      const withImage = { ...theme, backgroundImage: url as string }
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

/**
 * A theme from undo or redo, as its step names it, with its counterpart: a stored image named by
 * content is put back as the background first (from the copy kept for undo), so it shows again.
 */
export async function restoreWorkingTheme(theme: Theme, counterpart?: Counterpart): Promise<void> {
  const key = storedImageKey(theme.backgroundImage)
  // A step that keeps the background (a colour undone) leaves image work running alone.
  const shown = imageReferenceForHistory(useWorkingTheme.getState().theme.backgroundImage)
  const revision =
    shown === theme.backgroundImage ? currentBackgroundRevision() : nextBackgroundRevision()
  if (key === undefined) {
    if (!storedBackground.owns(theme.backgroundImage)) {
      await keepShownImageForUndo()
      storedBackground.release()
    }
    replaceWorkingTheme(theme, { history: 'never' }, { counterpart })
    return
  }
  // The image shown already, when the step names it: known by the key it was remembered under,
  // so an undo of a colour edit does not read and hash the image again.
  let url = storedBackground.url
  if (!url || imageReferenceForHistory(url) !== theme.backgroundImage) {
    try {
      const copy = await (await imageStore()).getImageCopy(key)
      url = copy ? await storeBackground(copy) : undefined
    } catch (error) {
      console.error('Failed to bring back the background image', error)
      url = undefined
    }
  }
  if (revision !== currentBackgroundRevision()) return
  replaceWorkingTheme(
    url ? { ...theme, backgroundImage: url } : withoutBackgroundImage(theme),
    { history: 'never' },
    { counterpart },
  )
}

/**
 * Whether the theme names a stored image this page does not show: stored text names it by
 * content (or, saved by an older version, by a dead object URL of another page).
 */
function needsReadBack(image: string | undefined): boolean {
  if (storedImageKey(image) !== undefined) {
    return imageReferenceForHistory(storedBackground.url) !== image
  }
  return classifyImageReference(image) === 'object-url' && !storedBackground.owns(image)
}

/**
 * The stored text names the background by content, which this page shows through an object URL
 * of its own, read back from the image database; the background is dropped when the database
 * answers that the image is gone. A database that cannot be read drops nothing: the image may
 * well be there on the next load. None of this is a change of the user's, so none of it is an
 * undo step, and none of it is saved.
 */
export async function restoreWorkingThemeBackground(): Promise<void> {
  const image = useWorkingTheme.getState().theme.backgroundImage
  if (!needsReadBack(image)) return
  setRestoringBackground(true)
  try {
    let snapshot = await storedBackground.load()
    // A read begun before this tab let go of its image (another tab's change came meanwhile)
    // answers nothing: the image is read again.
    if (snapshot.status === 'unknown') snapshot = await storedBackground.load()
    const { status, url, blob, reason } = snapshot
    if (useWorkingTheme.getState().theme.backgroundImage !== image) return
    if (status === 'unavailable') {
      // Said once per tab: a database that is turned off stays so across reloads, and the
      // dialog would otherwise greet every load of every page.
      if (readSessionString(SESSION_KEYS.imageDatabaseFailureTold) === undefined) {
        writeSession(SESSION_KEYS.imageDatabaseFailureTold, '1')
        reportError(
          'dexie',
          `${reason ?? 'Failed to retrieve image'}. Your background image is kept and shows again once the image database can be read.`,
        )
      }
      return
    }
    writeSession(SESSION_KEYS.imageDatabaseFailureTold, undefined)
    if (status === 'missing') {
      updateWorkingTheme(withoutBackgroundImage, FROM_STORAGE)
      return
    }
    if (status === 'present' && url && blob) {
      // Without its key, undo steps and storage would name this image by a page's address.
      const key = await imageKey(blob).catch(() => undefined)
      if (key) rememberImageKey(url, key)
      if (useWorkingTheme.getState().theme.backgroundImage !== image) return
      updateWorkingTheme((theme) => ({ ...theme, backgroundImage: url }), FROM_STORAGE)
    }
  } finally {
    setRestoringBackground(false)
  }
}

// Another tab's change names the background by content: the image this page shows already
// when it is the same one, else read back.
setStoredThemeTaker((theme) => {
  const image = theme.backgroundImage
  const shown = storedBackground.url
  if (storedImageKey(image) !== undefined && shown && !needsReadBack(image)) {
    replaceWorkingTheme({ ...theme, backgroundImage: shown }, FROM_STORAGE)
  } else if (!needsReadBack(image)) {
    replaceWorkingTheme(theme, FROM_STORAGE)
  } else {
    replaceWorkingTheme(theme, FROM_STORAGE)
    storedBackground.release()
    void restoreWorkingThemeBackground()
  }
})

/**
 * Takes back the working theme a page stopped applying (this tab started on the default
 * instead), as one undo step. Its background is named by an object URL of the page that stopped:
 * the stored image is read back first, so the step names the image by its content.
 */
export async function restorePreviousWorkingTheme(): Promise<void> {
  const { previousWorkingTheme: previous } = useWorkingTheme.getState()
  if (!previous) return
  useWorkingTheme.setState({ previousWorkingTheme: undefined, restoreNotice: undefined })
  if (!needsReadBack(previous.backgroundImage)) {
    await replaceKeepingImagesInStore(previous, undefined)
    return
  }
  const revision = nextBackgroundRevision()
  const { status, url, blob } = await storedBackground.load()
  const key = blob && (await imageKey(blob).catch(() => undefined))
  if (revision !== currentBackgroundRevision()) return
  if (status === 'present' && url) {
    if (key) rememberImageKey(url, key)
    replaceWorkingTheme({ ...previous, backgroundImage: url })
  } else if (status === 'missing') {
    replaceWorkingTheme(withoutBackgroundImage(previous))
  } else {
    // The database cannot be read: the theme keeps the address, and the image is looked for
    // again (and the user told) as at start.
    replaceWorkingTheme(previous)
    void restoreWorkingThemeBackground()
  }
  void releaseUnusedCopies()
}
