import { CopyIcon, DownloadIcon, Loader2Icon } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import type { ExportedTheme } from '@theme-a-roo/theme'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/select'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { platform } from '@/platform/current-platform'
import { useThemeRuntime, type ThemeEntry } from '@/theming/theme-runtime'
import {
  buildExport,
  COLOR_FORMATS,
  defaultCounterpart,
  EXPORT_FORMATS,
  holdsTwoModes,
  otherModeLabel,
  type CounterpartChoice,
  type ExportChoices,
} from './export-theme'

interface ExportThemeDialogProps {
  entry: ThemeEntry
  open: boolean
  onOpenChange: (open: boolean) => void
}

type ExportResult =
  { status: 'ready'; exported: ExportedTheme } | { status: 'failed'; message: string }

/** A result with the request it answers, so one for older choices is never shown as current. */
interface AnsweredExport {
  request: readonly unknown[]
  result: ExportResult
}

const MIME_TYPES = { css: 'text/css', json: 'application/json' } as const

/** 'Export theme': the shown theme in the format a shadcn app, Tailwind or a token tool reads. */
export default function ExportThemeDialog({ entry, open, onOpenChange }: ExportThemeDialogProps) {
  const themes = useThemeRuntime((state) => state.themes)
  const [choices, setChoices] = useState<ExportChoices>(() => ({
    format: 'theme-o-rama',
    colorFormat: 'oklch',
    counterpart: defaultCounterpart(entry),
  }))
  const [answered, setAnswered] = useState<AnsweredExport>()
  const otherMode = otherModeLabel(entry)
  const request = useMemo(() => [entry, themes, choices] as const, [entry, themes, choices])

  useEffect(() => {
    let current = true
    const answer = (result: ExportResult) => current && setAnswered({ request, result })
    buildExport(...request).then(
      (exported) => answer({ status: 'ready', exported }),
      (error: unknown) => answer({ status: 'failed', message: errorMessage(error) }),
    )
    return () => {
      current = false
    }
  }, [request])

  const state = answered?.request === request ? answered.result : { status: 'working' as const }
  const choose = (change: Partial<ExportChoices>) => setChoices((old) => ({ ...old, ...change }))
  const exported = state.status === 'ready' ? state.exported : undefined

  async function copy() {
    if (!exported) return
    try {
      await platform.writeClipboardText(exported.text)
      toast.success('Copied to clipboard')
    } catch (error) {
      console.error('Copy failed', error)
      toast.error('Failed to copy theme to clipboard')
    }
  }

  async function download() {
    if (!exported) return
    const mimeType = exported.fileName.endsWith('.css') ? MIME_TYPES.css : MIME_TYPES.json
    try {
      await platform.saveTextFile(exported.fileName, exported.text, mimeType)
    } catch (error) {
      console.error('Download failed', error)
      toast.error(
        platform.kind === 'desktop' ? 'Error saving with Tauri dialog' : 'Error saving theme',
      )
    }
  }

  const counterpartOptions: { value: CounterpartChoice; label: string }[] = [
    ...(entry.counterpart
      ? [{ value: 'counterpart' as const, label: `This theme's ${otherMode.toLowerCase()} mode` }]
      : []),
    { value: 'derived', label: 'Derived from this theme' },
    ...themes
      .filter((other) => other.name !== entry.name)
      .map((other) => ({
        value: `theme:${other.name}` as const,
        label: other.theme.displayName,
      })),
    { value: 'none', label: 'None' },
  ]

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Export theme</DialogTitle>
          <DialogDescription>
            &quot;{entry.theme.displayName}&quot; as a shadcn/ui app, Tailwind or a design-token
            tool reads it.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-[1.5fr_1fr_1fr]">
          <div className="flex flex-col gap-2">
            <Label htmlFor="export-format">Format</Label>
            <OptionSelect
              id="export-format"
              value={choices.format}
              options={EXPORT_FORMATS}
              onValueChange={(format) => choose({ format })}
            />
          </div>
          {(choices.format === 'shadcn-css-v4' || choices.format === 'shadcn-registry') && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="export-color-format">Colour format</Label>
              <OptionSelect
                id="export-color-format"
                value={choices.colorFormat}
                options={COLOR_FORMATS}
                onValueChange={(colorFormat) => choose({ colorFormat })}
              />
            </div>
          )}
          {holdsTwoModes(choices.format) && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="export-counterpart">{otherMode} mode from</Label>
              <OptionSelect
                id="export-counterpart"
                value={choices.counterpart}
                options={counterpartOptions}
                onValueChange={(counterpart) => choose({ counterpart })}
              />
            </div>
          )}
        </div>
        {state.status === 'failed' ? (
          <Alert variant="destructive">
            <AlertDescription>The theme could not be exported: {state.message}</AlertDescription>
          </Alert>
        ) : (
          <pre
            tabIndex={0}
            aria-label="Exported text"
            aria-busy={state.status === 'working'}
            className="h-[30vh] overflow-auto sm:h-[min(45vh,28rem)] rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {exported?.text}
          </pre>
        )}
        {exported && exported.notes.length > 0 && (
          <ul aria-label="Export notes" className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {exported.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        <DialogFooter className="items-center gap-2">
          {state.status === 'working' && (
            <Loader2Icon className="size-4 animate-spin" aria-label="Preparing the export" />
          )}
          <Button variant="outline" disabled={!exported} onClick={() => void copy()}>
            <CopyIcon aria-hidden />
            Copy
          </Button>
          <Button disabled={!exported} onClick={() => void download()}>
            <DownloadIcon aria-hidden />
            Download
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
