import { FileOutputIcon } from 'lucide-react'
import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import type { ThemeEntry } from '@/theming/theme-runtime'

// The formats and their colour maths load with the dialog, not with the page.
const ExportThemeDialog = lazy(() => import('./ExportThemeDialog'))

interface ExportThemeButtonProps {
  entry: ThemeEntry | undefined
  size?: ComponentProps<typeof Button>['size']
}

/** 'Export...': opens the export dialog for the theme shown. */
export function ExportThemeButton({ entry, size }: ExportThemeButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" size={size} disabled={!entry} onClick={() => setOpen(true)}>
        <FileOutputIcon aria-hidden />
        Export...
      </Button>
      {open && entry && (
        <Suspense fallback={null}>
          <ExportThemeDialog entry={entry} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
