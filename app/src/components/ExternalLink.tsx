import type { ComponentProps, MouseEvent } from 'react'
import { platform } from '@/platform/current-platform'
import { toast } from '@/lib/toast'

/**
 * A link to an outside address: a new tab in the browser; in the desktop shell the system opener
 * (the webview itself would navigate away from the app).
 */
export function ExternalLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (platform.kind !== 'desktop') return
    event.preventDefault()
    platform.openExternal(href).catch((error: unknown) => {
      console.error('Failed to open link', error)
      toast.error('Failed to open link')
    })
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...props}>
      {children}
    </a>
  )
}
