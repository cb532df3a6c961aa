import { openAppSession, type AppSession } from '@/theming/app-session'
import { storedImage } from '@/storage/stored-image'

/**
 * The page's theme session as a load of the page opens it: from what storage holds then, with
 * no stored image read back yet. Tests build one this way rather than loading modules again.
 */
export function openThemeSessionAsOnLoad(): AppSession {
  storedImage('background-image').release()
  return openAppSession()
}
