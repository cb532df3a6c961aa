import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { useThemeRuntime } from '@/theming/theme-runtime'

/**
 * Copies the theme shown as the export the app's CSS reads: shadcn/ui CSS for Tailwind v4, or a
 * theme-o-rama theme, as the Export dialog writes them by default.
 */
export function CopyCssForApp({ variables }: { variables: 'shadcn' | 'theme-o-rama' }) {
  async function copy() {
    const { current, themes } = useThemeRuntime.getState()
    if (!current) return
    try {
      // The export's code loads on the first copy, not with the Designer.
      const { buildExport, defaultCounterpart } =
        await import('@/components/theme-transfer/export-theme')
      const exported = await buildExport(current, themes, {
        format: variables === 'shadcn' ? 'shadcn-css-v4' : 'theme-o-rama',
        colorFormat: 'oklch',
        counterpart: defaultCounterpart(current),
      })
      await platform.writeClipboardText(exported.text)
      toast.success(variables === 'shadcn' ? 'Copied shadcn/ui CSS' : 'Copied theme-o-rama JSON')
    } catch (error) {
      console.error('Copy failed', error)
      toast.error('Could not copy the theme for this app')
    }
  }
  return (
    <Button size="sm" variant="outline" className="self-start" onClick={() => void copy()}>
      Copy CSS for this app
    </Button>
  )
}
