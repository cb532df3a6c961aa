import {
  ChevronDownIcon,
  FileInputIcon,
  FolderOpenIcon,
  RotateCcwIcon,
  SaveIcon,
  SparklesIcon,
  WalletCardsIcon,
} from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ExportThemeButton } from '@/components/theme-transfer/ExportThemeButton'
import { START_WITH_THEME_CONFIRMATION } from '@/components/working-theme/start-with-theme'
import { cn } from '@/lib/cn'
import { platform } from '@/platform/current-platform'
import { isBoolean, remembered } from '@/components/preferences/remembered'
import type { ThemeEntry } from '@/theming/theme-runtime'
import { CopyShareLinkButton } from './CopyShareLinkButton'
import { WorkingThemeFields } from './WorkingThemeFields'

// Dialogs load when first opened, keeping the first page light.
const SaveThemeDialog = lazy(() =>
  import('./SaveThemeDialog').then((module) => ({ default: module.SaveThemeDialog })),
)

type PendingAction = 'open' | 'reset' | 'start'

interface ActionsCardProps {
  current: ThemeEntry | undefined
  onOpenTheme: () => Promise<void>
  onReset: () => Promise<void>
  onStartWithCurrent: () => Promise<void>
  /** Opens the import dialog. */
  onImport: () => void
}

const CONFIRMATIONS: Record<
  PendingAction,
  { title: string; description: (name: string) => string; confirm: string }
> = {
  open: {
    title: 'Open Theme',
    description: () =>
      'Opening a theme file replaces your working theme. Any changes you have not saved will be lost.',
    confirm: 'Open Theme',
  },
  reset: {
    title: 'Reset Working Theme',
    description: () =>
      'This replaces your working theme with the default theme and removes its background image. Undo brings them back.',
    confirm: 'Reset',
  },
  start: START_WITH_THEME_CONFIRMATION,
}

const actionsPanelMinimized = remembered('actionsPanelMinimized')

export function ActionsCard({
  current,
  onOpenTheme,
  onReset,
  onStartWithCurrent,
  onImport,
}: ActionsCardProps) {
  const navigate = useNavigate()
  const [minimized, setMinimized] = useState(
    () => actionsPanelMinimized.readJson(isBoolean) ?? false,
  )
  const [pending, setPending] = useState<PendingAction>()
  const [saveOpen, setSaveOpen] = useState(false)
  const workingSelected = current?.isWorkingTheme ?? false

  function toggleMinimized() {
    const next = !minimized
    setMinimized(next)
    actionsPanelMinimized.writeJson(next)
  }

  const confirmation = pending && CONFIRMATIONS[pending]

  async function confirm() {
    if (pending === 'open') await onOpenTheme()
    else if (pending === 'reset') await onReset()
    else if (pending === 'start') await onStartWithCurrent()
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between py-4">
        <CardTitle className="text-lg" id="actions-heading">
          Actions
        </CardTitle>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={!minimized}
          aria-controls="actions-panel"
          aria-label={minimized ? 'Expand actions' : 'Collapse actions'}
          onClick={toggleMinimized}
        >
          <ChevronDownIcon
            className={cn('transition-transform duration-300', minimized && '-rotate-90')}
          />
        </Button>
      </CardHeader>
      {/* Rows animate between 0fr and 1fr so the panel folds to its real height. */}
      <div
        id="actions-panel"
        className={cn(
          'grid transition-[grid-template-rows] duration-300 ease-in-out',
          minimized ? 'grid-rows-[0fr]' : 'grid-rows-[1fr]',
        )}
        inert={minimized}
      >
        {/* Visibility switches after the fold, so the folded controls leave the accessibility tree. */}
        <div
          className={cn(
            'overflow-hidden transition-[visibility] duration-300',
            minimized && 'invisible',
          )}
        >
          <CardContent className="flex flex-col gap-5">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setPending('open')}>
                <FolderOpenIcon aria-hidden />
                Open Theme
              </Button>
              {workingSelected ? (
                <Button variant="outline" onClick={() => setPending('reset')}>
                  <RotateCcwIcon aria-hidden />
                  Reset
                </Button>
              ) : (
                <Button variant="outline" disabled={!current} onClick={() => setPending('start')}>
                  <SparklesIcon aria-hidden />
                  Start with this theme
                </Button>
              )}
              <Button variant="outline" disabled={!current} onClick={() => setSaveOpen(true)}>
                <SaveIcon aria-hidden />
                Save Theme as...
              </Button>
              <ExportThemeButton entry={current} />
              <Button variant="outline" onClick={onImport}>
                <FileInputIcon aria-hidden />
                Import...
              </Button>
              <CopyShareLinkButton entry={current} onSaveAsFile={() => setSaveOpen(true)} />
              {platform.kind === 'desktop' && (
                <Button variant="outline" onClick={() => void navigate('/prepare-nft')}>
                  <WalletCardsIcon aria-hidden />
                  Prepare NFT
                </Button>
              )}
            </div>
            <WorkingThemeFields disabled={!workingSelected} />
          </CardContent>
        </div>
      </div>
      {confirmation && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPending(undefined)}
          title={confirmation.title}
          description={confirmation.description(current?.theme.displayName ?? '')}
          confirmLabel={confirmation.confirm}
          onConfirm={confirm}
        />
      )}
      {current && saveOpen && (
        <Suspense fallback={null}>
          <SaveThemeDialog entry={current} open onOpenChange={setSaveOpen} />
        </Suspense>
      )}
    </Card>
  )
}
