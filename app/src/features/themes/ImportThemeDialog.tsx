import { FolderOpenIcon } from 'lucide-react'
import { useState, type ClipboardEvent, type FormEvent } from 'react'
import type { ImportedTheme, MostLike, ThemeFormat } from '@theme-a-roo/theme'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import {
  isThemeTextTooLarge,
  MAX_THEME_TEXT_BYTES,
  themeTextBytes,
  themeTextTooLargeMessage,
} from '@/components/theme-transfer/theme-text-limit'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/error-message'
import { platform } from '@/platform/current-platform'
import { BaseColorSelect } from './BaseColorSelect'
import { CssThemeSelect } from './CssThemeSelect'
import { importAsWorkingTheme, type ImportedWorkingTheme } from './import-theme-text'
import { TokenMappingTable } from './TokenMappingTable'
import { useImportReading } from './use-import-reading'

interface ImportThemeDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onImported: (result: ImportedWorkingTheme) => void
}

const FORMAT_NAMES: Record<ThemeFormat, string> = {
  'theme-o-rama': 'a theme-o-rama theme',
  'shadcn-css-v4': 'shadcn/ui CSS',
  'shadcn-css-v3': 'shadcn/ui CSS',
  'shadcn-registry': 'a shadcn registry item',
  'design-tokens': 'design tokens',
}

/** 'Import a theme': shadcn/ui or Tailwind CSS, a registry item, design tokens or theme JSON. */
export default function ImportThemeDialog({
  open,
  onOpenChange,
  onImported,
}: ImportThemeDialogProps) {
  const [text, setText] = useState('')
  const [inputError, setInputError] = useState<string>()
  const [chosenMode, setChosenMode] = useState<MostLike>('light')
  /** The reading of the text the user asked to import, until they confirm or cancel. */
  const [confirming, setConfirming] = useState<ImportedTheme>()
  const [importError, setImportError] = useState<string>()
  const [showReadError, setShowReadError] = useState(false)
  const {
    reading,
    mapping,
    cssThemes,
    cssTheme,
    baseColor,
    initiallyMapped,
    currentReading,
    chooseBaseColor,
    chooseCssTheme,
    changeField,
    reset,
  } = useImportReading(text)
  const modes = reading?.imported?.modes
  const twoModes = Boolean(modes?.light && modes.dark)
  const mode: MostLike = twoModes ? chosenMode : modes?.dark ? 'dark' : 'light'
  const error = inputError ?? importError ?? (showReadError ? reading?.error : undefined)

  function changeText(next: string) {
    // Refused before the field takes it in: laying out megabytes of text is a freeze by itself.
    if (isThemeTextTooLarge(next)) {
      setInputError(themeTextTooLargeMessage(themeTextBytes(next)))
      return
    }
    if (next !== text) reset()
    setText(next)
    setInputError(undefined)
    setImportError(undefined)
    setShowReadError(false)
  }

  function paste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const field = event.currentTarget
    const pasted = event.clipboardData.getData('text/plain')
    const next = text.slice(0, field.selectionStart) + pasted + text.slice(field.selectionEnd)
    if (!isThemeTextTooLarge(next)) return
    event.preventDefault()
    setInputError(themeTextTooLargeMessage(themeTextBytes(next)))
  }

  async function chooseFile() {
    try {
      const file = await platform.openThemeFile(MAX_THEME_TEXT_BYTES, 'importable')
      if (!file) return
      changeText(file.text)
    } catch (error) {
      setInputError(`Failed to open theme file: ${errorMessage(error)}`)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    // The text as last read, unless it changed since: each text is read once.
    const current = currentReading()
    if (!current) {
      setImportError('Paste a theme or choose a file first.')
      return
    }
    if (current.error !== undefined) {
      setShowReadError(true)
      return
    }
    setConfirming(current.imported)
  }

  async function importTheme() {
    if (!confirming) return
    try {
      const result = await importAsWorkingTheme(text, confirming, mode)
      onOpenChange(false)
      onImported(result)
    } catch (error) {
      setImportError(`This theme could not be imported: ${errorMessage(error)}`)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Import a theme</DialogTitle>
            <DialogDescription>
              Paste shadcn/ui or Tailwind CSS variables, a shadcn registry item, design tokens
              (DTCG) or a theme-o-rama theme, or choose a file.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <div className="flex items-end justify-between gap-2">
              <Label htmlFor="import-theme-text">Theme text</Label>
              <Button type="button" variant="outline" size="sm" onClick={() => void chooseFile()}>
                <FolderOpenIcon aria-hidden />
                Choose File
              </Button>
            </div>
            <Textarea
              id="import-theme-text"
              value={text}
              spellCheck={false}
              aria-invalid={error !== undefined}
              aria-describedby="import-theme-status"
              placeholder={
                ':root {\n  --background: oklch(1 0 0);\n  --primary: oklch(0.55 0.2 260);\n}'
              }
              className={cn(
                'resize-y font-mono text-xs',
                // Once the tokens are read, the mapping is what there is to check.
                mapping ? 'h-28' : 'h-[min(40vh,20rem)]',
              )}
              onChange={(event) => changeText(event.target.value)}
              onPaste={paste}
            />
            <p id="import-theme-status" className="min-h-5 text-sm text-muted-foreground">
              {reading?.imported &&
                `Read as ${FORMAT_NAMES[reading.imported.format]}${twoModes ? ', with a light and a dark mode' : ''}.`}
            </p>
          </div>
          {cssThemes.length > 1 && cssTheme !== undefined && (
            <CssThemeSelect themes={cssThemes} value={cssTheme} onValueChange={chooseCssTheme} />
          )}
          {baseColor !== undefined && (
            <BaseColorSelect value={baseColor} onValueChange={chooseBaseColor} />
          )}
          {twoModes && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Mode to import</legend>
              <div className="flex gap-4">
                {(['light', 'dark'] as const).map((option) => (
                  <label key={option} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="import-mode"
                      value={option}
                      checked={chosenMode === option}
                      className="size-4 accent-[var(--color-primary)]"
                      onChange={() => setChosenMode(option)}
                    />
                    {option === 'light' ? 'Light' : 'Dark'}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {mapping && (
            <TokenMappingTable
              rows={mapping}
              initiallyMapped={initiallyMapped}
              onFieldChange={changeField}
            />
          )}
          {error !== undefined && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={text.trim() === ''}>
              Import
            </Button>
          </DialogFooter>
        </form>
        <ConfirmDialog
          open={confirming !== undefined}
          onOpenChange={(open) => !open && setConfirming(undefined)}
          title="Import a theme"
          description="Importing a theme replaces your working theme. Any changes you have not saved will be lost."
          confirmLabel="Import"
          onConfirm={importTheme}
        />
      </DialogContent>
    </Dialog>
  )
}
