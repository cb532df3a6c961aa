import { lazy, Suspense, useState } from 'react'
import type { SchemaViolation } from '@theme-a-roo/theme'
import { PageBody } from '@/components/layout/PageBody'
import { PageHeader } from '@/components/layout/PageHeader'
import { lazyDialog } from '@/components/ui/lazy-dialog'
import { toast } from '@/lib/toast'
import {
  selectTheme,
  selectWorkingTheme,
  startWithTheme,
  useThemeRuntime,
  type ThemeEntry,
} from '@/theming/theme-runtime'
import { resetWorkingTheme } from '@/theming/working-background'
import { useWorkingTheme } from '@/theming/working-theme'
import { ActionsCard } from './ActionsCard'
import { ThemeGallery } from './ThemeGallery'
import type { ImportedWorkingTheme } from './import-theme-text'
import { importThemeFile } from './theme-import'

// Loaded when needed, not with the first page: the format readers come with the dialog.
const ImportThemeDialog = lazy(() => import('./ImportThemeDialog'))
const BackgroundRequiredDialog = lazyDialog(() =>
  import('./BackgroundRequiredDialog').then((module) => module.BackgroundRequiredDialog),
)
const OpenedThemeNotes = lazy(() =>
  import('./OpenedThemeNotes').then((module) => ({ default: module.OpenedThemeNotes })),
)

function selectEntry(entry: ThemeEntry) {
  selectTheme(entry.name)
}

export default function ThemesPage() {
  const current = useThemeRuntime((state) => state.current)
  const [backgroundRequired, setBackgroundRequired] = useState(false)
  const [notes, setNotes] = useState<SchemaViolation[]>([])
  const [importOpen, setImportOpen] = useState(false)

  async function openTheme() {
    const result = await importThemeFile()
    if (result.status !== 'imported') return
    selectWorkingTheme()
    setNotes(result.warnings)
    if (result.needsBackground) setBackgroundRequired(true)
  }

  function imported(result: ImportedWorkingTheme) {
    selectWorkingTheme()
    setNotes(result.notes)
    // Notes say what happened when there are some; a clean import would otherwise say nothing.
    if (result.notes.length === 0) {
      toast.success(`Theme "${useWorkingTheme.getState().theme.displayName}" imported.`)
    }
    if (result.needsBackground) setBackgroundRequired(true)
  }

  async function reset() {
    await resetWorkingTheme()
    selectWorkingTheme()
  }

  async function startWithCurrent() {
    if (current) await startWithTheme(current)
  }

  return (
    <>
      <PageHeader title="Themes" />
      <PageBody className="flex flex-col gap-6">
        <ActionsCard
          current={current}
          onOpenTheme={openTheme}
          onReset={reset}
          onStartWithCurrent={startWithCurrent}
          onImport={() => setImportOpen(true)}
        />
        {notes.length > 0 && (
          <Suspense fallback={null}>
            <OpenedThemeNotes notes={notes} onChange={setNotes} />
          </Suspense>
        )}
        <ThemeGallery onSelect={selectEntry} onSelectWorkingTheme={selectWorkingTheme} />
      </PageBody>
      {importOpen && (
        <Suspense fallback={null}>
          <ImportThemeDialog open onOpenChange={setImportOpen} onImported={imported} />
        </Suspense>
      )}
      <BackgroundRequiredDialog open={backgroundRequired} onOpenChange={setBackgroundRequired} />
    </>
  )
}
