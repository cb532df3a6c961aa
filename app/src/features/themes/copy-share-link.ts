import { selfContainedTheme } from '@theme-a-roo/theme'
import { encodeSharedTheme } from '@/components/share-link/share-link-codec'
import { shareLinkFor } from '@/components/share-link/share-link-address'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import type { ThemeEntry } from '@/theming/theme-runtime'
import { readBackgroundImage } from '@/components/theme-transfer/read-background-image'

/** About what every browser, chat and mail program passes on whole. */
export const MAX_SHARE_LINK_LENGTH = 8 * 1024

/** The web address of this app (its root), which the link opens: only the web build has one. */
function appAddress(): string {
  return new URL(import.meta.env.BASE_URL, window.location.origin).href
}

/**
 * Copies a link that holds the theme itself, compressed, in its fragment: nothing is uploaded.
 * The theme is the one 'Save Theme as...' writes (a stored or bundled image embedded), so the
 * link shows what a file would, and the other mode kept with it goes along; a theme too large
 * for a link is offered as a file instead.
 * Rejects when the image cannot be read or the clipboard written.
 */
export async function copyShareLink(entry: ThemeEntry, saveAsFile: () => void): Promise<void> {
  const image = await readBackgroundImage(entry)
  const theme = selfContainedTheme(entry.source, { displayName: entry.theme.displayName, image })
  const link = shareLinkFor(appAddress(), await encodeSharedTheme(theme, entry.counterpart))
  if (link.length > MAX_SHARE_LINK_LENGTH) {
    toast.error(
      `This theme is too large for a link (${Math.ceil(link.length / 1024)} KB). Save it as a file instead.`,
      { action: { label: 'Save Theme as...', onClick: saveAsFile } },
    )
    return
  }
  await platform.writeClipboardText(link)
  toast.success('Share link copied to clipboard')
}
