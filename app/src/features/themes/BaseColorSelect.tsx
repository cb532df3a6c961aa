import { SHADCN_BASE_COLORS, type ShadcnBaseColor } from '@theme-a-roo/theme'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

interface BaseColorSelectProps {
  value: ShadcnBaseColor
  onValueChange: (baseColor: ShadcnBaseColor) => void
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * For a theme that sets only some of shadcn/ui's colours (its amber or rose): the base colour the
 * user's app lays it over, which gives the rest, as `shadcn init` asked them.
 */
export function BaseColorSelect({ value, onValueChange }: BaseColorSelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="import-base-color">Base colour</Label>
      <NativeSelect
        id="import-base-color"
        value={value}
        options={SHADCN_BASE_COLORS.map((name) => ({ value: name, label: capitalised(name) }))}
        onValueChange={onValueChange}
      />
      <p className="text-sm text-muted-foreground">
        This theme sets only some of shadcn/ui&apos;s colours; the base colour your app uses gives
        the rest.
      </p>
    </div>
  )
}
