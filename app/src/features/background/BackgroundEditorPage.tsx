import { InfoIcon, PaletteIcon } from 'lucide-react'
import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { AlwaysShow, PageHeader } from '@/components/layout/PageHeader'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { UndoRedo } from '@/components/working-theme/UndoRedo'
import { cn } from '@/lib/cn'
import { selectWorkingTheme, useIsWorkingThemeSelected } from '@/theming/theme-runtime'
import { useWorkingTheme } from '@/theming/working-theme'
import { BackdropFiltersCard } from './BackdropFiltersCard'
import { BackgroundImageCard } from './BackgroundImageCard'
import { ColorSelectionCard } from './ColorSelectionCard'

function EditorNotice({ editable }: { editable: boolean }) {
  const displayName = useWorkingTheme((state) => state.theme.displayName)
  if (!editable) {
    return (
      <Alert role="status">
        <InfoIcon aria-hidden />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <AlertDescription>
            You are viewing an example theme. Switch to the working theme to make edits.
          </AlertDescription>
          <Button size="sm" onClick={selectWorkingTheme}>
            Switch to working theme
          </Button>
        </div>
      </Alert>
    )
  }
  return (
    <Alert role="status">
      <PaletteIcon aria-hidden />
      <AlertDescription>
        You are editing your working theme{displayName.trim() ? ` “${displayName.trim()}”` : ''}.
        Changes show at once and are saved in this browser.
      </AlertDescription>
    </Alert>
  )
}

function BackgroundEditor() {
  const editable = useIsWorkingThemeSelected()
  // Dimmed cards tell at a glance that an example theme is only on view; each card marks itself
  // data-inactive so contrast checks know the dimming is that of inactive controls.
  const card = cn('transition-opacity duration-200', !editable && 'opacity-60')
  return (
    <>
      <PageHeader title="Background Editor">
        <AlwaysShow>
          <UndoRedo enabled={editable} />
        </AlwaysShow>
      </PageHeader>
      <PageBody className="flex flex-col gap-6">
        <EditorNotice editable={editable} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-6">
            <ColorSelectionCard editable={editable} className={card} />
            <BackdropFiltersCard editable={editable} className={card} />
          </div>
          <BackgroundImageCard editable={editable} className={cn('min-w-0', card)} />
        </div>
      </PageBody>
    </>
  )
}

export default function BackgroundEditorPage() {
  return (
    <PageErrorBoundary
      prefix="Error rendering theme editor:"
      renderFallback={(alert) => (
        <>
          <PageHeader title="Theme Editor" />
          <PageBody>{alert}</PageBody>
        </>
      )}
    >
      <BackgroundEditor />
    </PageErrorBoundary>
  )
}
