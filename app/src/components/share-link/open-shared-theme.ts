import { toast } from '@/lib/toast'
import { showSharedTheme } from '@/theming/theme-runtime'
import { DamagedShareLinkError, decodeSharedTheme } from './share-link-codec'
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
    const theme = await decodeSharedTheme(payload)
    if (!showSharedTheme(theme)) throw new DamagedShareLinkError('its theme cannot be shown')
  } catch (error) {
    console.error('The share link was refused', error)
    toast.error(DAMAGED_SHARE_LINK_MESSAGE)
  }
}
