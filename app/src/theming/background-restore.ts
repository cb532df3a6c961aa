import { storedImageKey, type Theme } from '@theme-a-roo/theme'
import type { Counterpart } from './counterpart'
import {
  keepShownImageForUndo,
  needsReadBack,
  releaseUnusedCopies,
  showStoredImage,
  storedBackground,
  withoutBackgroundImage,
} from './stored-background'
import { replaceKeepingImagesInStore } from './working-background'
import {
  currentBackgroundRevision,
  nextBackgroundRevision,
  replaceWorkingTheme,
  useWorkingTheme,
} from './working-theme'
import { appSession } from './app-session'

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
 * A theme from undo or redo, as its step names it, with its counterpart: a stored image it names
 * is made the shown background first (from the copy kept for undo), so it shows again.
 */
export async function restoreWorkingTheme(theme: Theme, counterpart?: Counterpart): Promise<void> {
  const image = theme.backgroundImage
  // A step that keeps the background (a colour undone) leaves image work running alone.
  if (image === useWorkingTheme.getState().theme.backgroundImage) {
    replaceWorkingTheme(theme, { history: 'never' }, { counterpart })
    return
  }
  const revision = nextBackgroundRevision()
  if (storedImageKey(image) === undefined) {
    await keepShownImageForUndo()
    storedBackground.release()
    replaceWorkingTheme(theme, { history: 'never' }, { counterpart })
    return
  }
  const shown = await showStoredImage(image as string)
  if (revision !== currentBackgroundRevision()) return
  replaceWorkingTheme(
    shown ? theme : withoutBackgroundImage(theme),
    { history: 'never' },
    {
      counterpart,
    },
  )
}

/**
 * Another tab's change names the background by content: shown at once when this page shows that
 * image already, else read back. Returns how to stop following.
 */
export function followOtherTabsBackgrounds(): () => void {
  return appSession().session.listen(({ source, previous, next }) => {
    const image = next.theme.backgroundImage
    if (source !== 'tab' || image === previous.theme.backgroundImage || !needsReadBack(image)) {
      return
    }
    storedBackground.release()
    readBackStoredBackground()
  })
}

/**
 * Takes back the working theme a page stopped applying (this tab started on the default
 * instead), as one undo step. A stored image it names is read back first, so that the step shows
 * it; a page of an older version named it by its own object URL, which now names it by content.
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
  const { readStoredBackground } = await import('./background-read-back')
  const image = await readStoredBackground(previous.backgroundImage as string)
  if (revision !== currentBackgroundRevision()) return
  if (image.status === 'shown') {
    replaceWorkingTheme({ ...previous, backgroundImage: image.reference })
  } else if (image.status === 'missing') {
    replaceWorkingTheme(withoutBackgroundImage(previous))
  } else {
    // The database cannot be read, or the read was cut short: the theme keeps its name for the
    // image, and the image is looked for again (and the user told) as at start.
    replaceWorkingTheme(previous)
    readBackStoredBackground()
  }
  void releaseUnusedCopies()
}
