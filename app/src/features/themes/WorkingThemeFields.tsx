import { MAX_DISPLAY_NAME_LENGTH, type MostLike } from '@theme-a-roo/theme'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import {
  setWorkingThemeDisplayName,
  setWorkingThemeInherits,
  setWorkingThemeMostLike,
  useWorkingTheme,
} from '@/theming/working-theme'

// The value that stands for 'not set'.
const NONE = 'none' as const

const INHERITS_OPTIONS = [
  { value: NONE, label: 'None' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'color', label: 'Color' },
]

const MOST_LIKE_OPTIONS: { value: MostLike | typeof NONE; label: string }[] = [
  { value: NONE, label: 'None' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** Name, base theme and light/dark leaning of the working theme; editable only while it is selected. */
export function WorkingThemeFields({ disabled }: { disabled: boolean }) {
  const theme = useWorkingTheme((state) => state.theme)
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor="working-theme-name">Working Theme Name</Label>
        <Input
          id="working-theme-name"
          placeholder="Enter a name for your theme"
          value={theme.displayName}
          disabled={disabled}
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          onChange={(event) => setWorkingThemeDisplayName(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="working-theme-inherits">Inherits</Label>
        <NativeSelect
          id="working-theme-inherits"
          value={theme.inherits ?? NONE}
          options={INHERITS_OPTIONS}
          disabled={disabled}
          onValueChange={(value) => setWorkingThemeInherits(value === NONE ? undefined : value)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="working-theme-most-like">Most Like</Label>
        <NativeSelect
          id="working-theme-most-like"
          value={theme.mostLike ?? NONE}
          options={MOST_LIKE_OPTIONS}
          disabled={disabled}
          onValueChange={(value) => setWorkingThemeMostLike(value === NONE ? undefined : value)}
        />
      </div>
    </div>
  )
}
