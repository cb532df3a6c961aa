import type { CssTheme } from '@theme-a-roo/theme'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

interface CssThemeSelectProps {
  themes: readonly CssTheme[]
  value: string
  onValueChange: (selector: string) => void
}

/** How a theme of the file is offered: its selector and the modes it sets. */
function themeLabel({ selector, modes }: CssTheme): string {
  const name = selector === '' ? "The file's own (:root)" : selector
  const held = modes.map((mode) => (mode === 'light' ? 'light' : 'dark')).join(' and ')
  return `${name}: ${held}`
}

/** For a stylesheet of several themes (`.theme-zinc`, `.dark .theme-zinc`, ...): which to import. */
export function CssThemeSelect({ themes, value, onValueChange }: CssThemeSelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="import-css-theme">Theme to import</Label>
      <NativeSelect
        id="import-css-theme"
        value={value}
        options={themes.map((theme) => ({ value: theme.selector, label: themeLabel(theme) }))}
        onValueChange={onValueChange}
      />
      <p className="text-sm text-muted-foreground">This CSS holds {themes.length} themes.</p>
    </div>
  )
}
