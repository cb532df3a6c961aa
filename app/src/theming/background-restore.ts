import type { Theme } from '@theme-a-roo/theme'
import { imageKey, imageReferenceForHistory, rememberImageKey, storedImageKey } from './image-keys'
import type { Counterpart } from './counterpart'
import {
  imageStore,
  keepShownImageForUndo,
  needsReadBack,
  releaseUnusedCopies,
  storeBackground,
  storedBackground,
  withoutBackgroundImage,
} from './stored-background'
import { replaceKeepingImagesInStore } from './working-background'
import {
  currentBackgroundRevision,
  FROM_STORAGE,
  nextBackgroundRevision,
  replaceWorkingTheme,
  setStoredThemeTaker,
  useWorkingTheme,
} from './working-theme'

/*
 * The working theme taken back whole, its background image with it: an undo or redo step, another
 * tab's change, the theme a page stopped applying. Reading a stored image back from the image
 * database (after a reload, or named by another tab) loads only where a theme names one.
 */

/** Shows the stored image the working theme names, if this page does not show it yet. */
export function readBackStoredBackground(): void {
  if (!needsReadBack(useWorkingTheme.getState().theme.backgroundImage)) return
  void import('./background-read-back').then(({ restoreWorkingThemeBackground }) =>
    restoreWorkingThemeBackground(),
  )
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
    readBackStoredBackground()
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
    readBackStoredBackground()
  }
  void releaseUnusedCopies()
}
