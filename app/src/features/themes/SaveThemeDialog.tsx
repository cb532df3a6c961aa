import { Loader2Icon } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import {
  exportThemeORama,
  invisibleCharacterIn,
  MAX_DISPLAY_NAME_LENGTH,
  themeFileName,
} from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { platform } from '@/platform/current-platform'
import type { ThemeEntry } from '@/theming/theme-runtime'
import { setWorkingThemeDisplayName } from '@/theming/working-theme'
import { readBackgroundImage } from '@/components/theme-transfer/read-background-image'

interface SaveThemeDialogProps {
  entry: ThemeEntry
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * 'Save Theme as...': asks for the display name, then saves <slug>.json. The form lives only while
 * the dialog is open, so each opening starts from the theme's name as it is at that moment.
 */
export function SaveThemeDialog({ entry, open, onOpenChange }: SaveThemeDialogProps) {
  const [saving, setSaving] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <SaveThemeForm
          entry={entry}
          saving={saving}
          setSaving={setSaving}
          close={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

interface SaveThemeFormProps {
  entry: ThemeEntry
  saving: boolean
  setSaving: (saving: boolean) => void
  close: () => void
}

function SaveThemeForm({ entry, saving, setSaving, close }: SaveThemeFormProps) {
  const [name, setName] = useState(entry.theme.displayName)
  const blank = name.trim() === ''
  // The file must open again: the engine refuses a name with a character no one can see.
  const hidden = invisibleCharacterIn(name)
  const problem = blank
    ? 'Please enter a theme name'
    : hidden && `The name contains ${hidden}, which cannot be seen; remove it to save`

  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const displayName = name.trim()
    if (problem) {
      toast.error(problem)
      return
    }
    setSaving(true)
    try {
      const image = await readBackgroundImage(entry)
      const file = exportThemeORama(entry.source, { displayName, image })
      const saved = await platform.saveTextFile(file.fileName, file.text)
      if (!saved) return
      // The one change a save makes: the working theme keeps the name the user confirmed.
      if (entry.isWorkingTheme) setWorkingThemeDisplayName(displayName)
      toast.success('Theme saved successfully!')
      close()
    } catch (error) {
      console.error('Error saving theme', error)
      toast.error(
        platform.kind === 'desktop' ? 'Error saving with Tauri dialog' : 'Error saving theme',
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Save Theme as...</DialogTitle>
        <DialogDescription>
          Save the theme as a JSON file you can share or open later.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2">
        <Label htmlFor="save-theme-name">Theme name</Label>
        <Input
          id="save-theme-name"
          value={name}
          autoFocus
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby="save-theme-hint"
          onChange={(event) => setName(event.target.value)}
        />
        {/* A name that cannot be saved says why where it is typed. */}
        <p
          id="save-theme-hint"
          className={problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
        >
          {problem || `File name: ${themeFileName(name)}`}
        </p>
      </div>
      <DialogFooter>
        <Button variant="outline" disabled={saving} onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || Boolean(problem)}>
          {saving && <Loader2Icon className="animate-spin" aria-hidden />}
          Save
        </Button>
      </DialogFooter>
    </form>
  )
}
