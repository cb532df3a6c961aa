import { storedImageKey, storedImageReference } from '@theme-a-roo/theme'
import { imageKey } from './image-keys'
import { reportError } from '@/lib/error-queue'
import { readSessionString, writeSession } from '@/storage/local-storage'
import { SESSION_KEYS } from '@/storage/keys'
import {
  needsReadBack,
  showStoredImage,
  storedBackground,
  withoutBackgroundImage,
} from './stored-background'
import {
  READ_BACK,
  setRestoringBackground,
  updateWorkingTheme,
  useWorkingTheme,
} from './working-theme'

/*
 * The working theme's background as another page left it: after a reload, or in another tab's
 * change. The theme names the image by content; this page shows it through an address of its
 * own, read back from the image database. Loaded only where a theme names a stored image.
 */

export type ReadBackground =
  /** Shown now; `reference` names it (the image asked for, or what the database holds instead). */
  | { status: 'shown'; reference: string }
  /** The database answered, and holds neither the image nor a copy of it. */
  | { status: 'missing' }
  /** The database could not be read: the image may well be there on the next load. */
  | { status: 'unavailable'; reason?: string }
  /** A newer change of the background came while reading: that change decides, not this read. */
  | { status: 'superseded' }

/**
 * Reads back the stored image `image` names: the stored background when it is that image, else
 * the copy kept for undo. A theme saved by an older version names it by a dead object URL: the
 * stored background is what it meant.
 */
export async function readStoredBackground(image: string): Promise<ReadBackground> {
  let snapshot = await storedBackground.load(imageKey)
  // A read begun before this tab let go of its image (another tab's change came meanwhile)
  // answers nothing: the image is read again.
  if (snapshot.status === 'unknown') snapshot = await storedBackground.load(imageKey)
  const { status, key, reason } = snapshot
  if (status === 'unavailable') return { status, reason }
  const wanted = storedImageKey(image)
  if (wanted !== undefined && wanted !== key && (await showStoredImage(image))) {
    return { status: 'shown', reference: image }
  }
  if (status === 'missing') return { status }
  if (status !== 'present') return { status: 'superseded' }
  // Unidentified bytes cannot be named by content; they are looked for again on the next load.
  if (key === undefined) return { status: 'unavailable' }
  return { status: 'shown', reference: storedImageReference(key) }
}

/**
 * Shows the stored image the working theme names, or drops the background when the database
 * answers that the image is gone. A database that cannot be read drops nothing: the image may
 * well be there on the next load. None of this is a change of the user's, so none of it is an
 * undo step, and none of it is saved.
 */
export async function restoreWorkingThemeBackground(): Promise<void> {
  const image = useWorkingTheme.getState().theme.backgroundImage
  if (image === undefined || !needsReadBack(image)) return
  setRestoringBackground(true)
  try {
    const read = await readStoredBackground(image)
    if (useWorkingTheme.getState().theme.backgroundImage !== image) return
    if (read.status === 'superseded') return
    if (read.status === 'unavailable') {
      // Said once per tab: a database that is turned off stays so across reloads, and the
      // dialog would otherwise greet every load of every page.
      if (readSessionString(SESSION_KEYS.imageDatabaseFailureTold) === undefined) {
        writeSession(SESSION_KEYS.imageDatabaseFailureTold, '1')
        reportError(
          'dexie',
          `${read.reason ?? 'Failed to retrieve image'}. Your background image is kept and shows again once the image database can be read.`,
        )
      }
      return
    }
    writeSession(SESSION_KEYS.imageDatabaseFailureTold, undefined)
    if (read.status === 'missing') {
      updateWorkingTheme(withoutBackgroundImage, READ_BACK)
    } else if (read.reference !== image) {
      updateWorkingTheme((theme) => ({ ...theme, backgroundImage: read.reference }), READ_BACK)
    }
    // Else the theme names the image shown now, and the painters, which follow the stored
    // image, show it.
  } finally {
    setRestoringBackground(false)
  }
}
