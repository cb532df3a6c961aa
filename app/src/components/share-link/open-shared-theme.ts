import { classifyImageReference, ThemeValidationError } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { prepareEmbeddedDisplayCopy } from '@/storage/stored-image'
import { showSharedTheme } from '@/theming/theme-runtime'
import {
  DamagedShareLinkError,
  decodeSharedTheme,
  SharedImageTooLargeError,
} from './share-link-codec'
import { sharedThemePayload } from './share-link-address'

export const DAMAGED_SHARE_LINK_MESSAGE = 'This share link is damaged or is not a theme'

/**
 * Shows the theme of the share link in the address bar, read-only, until the user starts with it
 * (SharedThemeNotice). The fragment is taken out of the address at once, so a reload or a
 * bookmark returns to the user's own theme rather than opening the shared one again.
 */
export async function openSharedThemeInAddress(): Promise<void> {
  const payload = sharedThemePayload(window.location.hash)
  if (payload === undefined) return
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  try {
    const { theme, counterpart } = await decodeSharedTheme(payload)
    // A very large embedded image is shown through a copy, as a stored one is.
    if (theme.backgroundImage && classifyImageReference(theme.backgroundImage) === 'embedded') {
      await prepareEmbeddedDisplayCopy(theme.backgroundImage)
    }
    if (!showSharedTheme(theme, counterpart))
      throw new DamagedShareLinkError('its theme cannot be shown')
  } catch (error) {
    console.error('The share link was refused', error)
    const named = error instanceof SharedImageTooLargeError ? error.message : namedRefusal(error)
    toast.error(named ? `This share link was not opened. ${named}` : DAMAGED_SHARE_LINK_MESSAGE)
  }
}

/*
 * Refusals of a well-formed theme that the person who sent the link can act on, so they are named:
 * too large, keys that would restyle the page (Tailwind's own variables), hidden characters.
 */
const NAMED_REFUSALS = new Set(['size', 'maxLength', 'maxItems', 'tailwind-variable', 'character'])

/** Why the link's theme was refused, when the reason is one worth naming. */
function namedRefusal(error: unknown): string | undefined {
  const cause = error instanceof DamagedShareLinkError ? error.cause : undefined
  if (!(cause instanceof ThemeValidationError)) return undefined
  return cause.violations.find((violation) => NAMED_REFUSALS.has(violation.keyword))?.message
}
