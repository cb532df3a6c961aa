import { imageKey, rememberImageKey } from './image-keys'
import { reportError } from '@/lib/error-queue'
import { readSessionString, writeSession } from '@/storage/local-storage'
import { SESSION_KEYS } from '@/storage/keys'
import { needsReadBack, storedBackground, withoutBackgroundImage } from './stored-background'
import {
  READ_BACK,
  setRestoringBackground,
  updateWorkingTheme,
  useWorkingTheme,
} from './working-theme'

/*
 * The working theme's background as another page left it: after a reload, or in another tab's
 * change. Storage names the image by content; this page shows it through an address of its own,
 * read back from the image database. Loaded only where a theme names a stored image.
 */

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
      updateWorkingTheme(withoutBackgroundImage, READ_BACK)
      return
    }
    if (status === 'present' && url && blob) {
      // Without its key, undo steps and storage would name this image by a page's address.
      const key = await imageKey(blob).catch(() => undefined)
      if (key) rememberImageKey(url, key)
      if (useWorkingTheme.getState().theme.backgroundImage !== image) return
      updateWorkingTheme((theme) => ({ ...theme, backgroundImage: url }), READ_BACK)
    }
  } finally {
    setRestoringBackground(false)
  }
}
