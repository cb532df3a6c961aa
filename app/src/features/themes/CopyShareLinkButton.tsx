import { Link2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import type { ThemeEntry } from '@/theming/theme-runtime'

interface CopyShareLinkButtonProps {
  entry: ThemeEntry | undefined
  /** Opens 'Save Theme as...', offered when the theme is too large for a link. */
  onSaveAsFile: () => void
}

/**
 * 'Copy share link', in the web app only: the link must open in the recipient's browser, and the
 * desktop shell has no web address of its own to point it at.
 */
export function CopyShareLinkButton({ entry, onSaveAsFile }: CopyShareLinkButtonProps) {
  if (platform.kind !== 'web') return null

  function copy() {
    if (!entry) return
    // The encoder loads with the first link copied, not with the page.
    import('./copy-share-link')
      .then((module) => module.copyShareLink(entry, onSaveAsFile))
      .catch((error: unknown) => {
        console.error('Failed to copy the share link', error)
        toast.error('Failed to copy share link to clipboard')
      })
  }

  return (
    <Button variant="outline" disabled={!entry} onClick={copy}>
      <Link2Icon aria-hidden />
      Copy share link
    </Button>
  )
}
