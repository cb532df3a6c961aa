import {
  DEFAULT_THEME_COLOR,
  hslStringToRgb,
  hsvToRgb,
  rgbToHslString,
  rgbToHsv,
  type Rgb,
} from '@theme-a-roo/theme'
import { useEffect, useId, useRef, useState } from 'react'
import { HsvaColorPicker, type HsvaColor } from 'react-colorful'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import {
  cancelWorkingThemePreview,
  previewWorkingThemeColor,
  setWorkingThemeBackgroundColor,
  setWorkingThemeColor,
  useWorkingTheme,
} from '@/theming/working-theme'
import { THEME_COLOR_TOKEN } from './background-presets'
import { usePickerGesture } from '@/lib/use-picker-gesture'

/** The picker's colour for a stored theme colour; the product default when there is none. */
function pickerColorFor(themeColor: string | undefined, alpha = 1): HsvaColor {
  const rgb = (themeColor ? hslStringToRgb(themeColor) : undefined) ?? DEFAULT_THEME_COLOR
  return { ...rgbToHsv(rgb), a: alpha }
}

function rgbaText({ r, g, b }: Rgb, alpha: number): string {
  return `RGBA(${r}, ${g}, ${b}, ${Math.round(alpha * 100) / 100})`
}

/* A checkerboard behind the swatch shows how transparent the picked colour is. */
const checkerboard = {
  backgroundImage: 'repeating-conic-gradient(#c8c8c8 0% 25%, #ffffff 0% 50%)',
  backgroundSize: '12px 12px',
}

export function ColorSelectionCard({
  editable,
  className,
}: {
  editable: boolean
  className?: string
}) {
  const id = useId()
  const themeColor = useWorkingTheme((state) => state.theme.colors?.themeColor)
  const followsThemeColor = useWorkingTheme(
    (state) => state.theme.colors?.background === THEME_COLOR_TOKEN,
  )
  const [color, setColor] = useState<HsvaColor>(() => pickerColorFor(themeColor))
  // The hsl string this picker last stored, to tell its own echo from changes made elsewhere.
  const written = useRef<string | undefined>(undefined)
  // The colour a drag shows on the page, read out until the drag is kept or dropped.
  const [dragged, setDragged] = useState<string>()

  // A drag recolours the page as a preview, at most once a frame (as often as it can show), and
  // is stored as one change when let go.
  const gesture = usePickerGesture<Rgb>(
    {
      preview: (rgb) => {
        setDragged(rgbToHslString(rgb))
        previewWorkingThemeColor(rgb)
      },
      commit: (rgb) => {
        setDragged(undefined)
        const hsl = rgbToHslString(rgb)
        if (hsl === useWorkingTheme.getState().theme.colors?.themeColor) return false
        written.current = hsl
        setWorkingThemeColor(rgb)
      },
      cancel: () => {
        setDragged(undefined)
        cancelWorkingThemePreview()
        // The picker goes back to the colour kept.
        const kept = useWorkingTheme.getState().theme.colors?.themeColor
        setColor((current) => pickerColorFor(kept, current.a))
      },
    },
    editable,
  )

  // A colour set elsewhere (JSON editor, reset, import) moves the picker; its own writes do not.
  useEffect(
    () =>
      useWorkingTheme.subscribe((state, previous) => {
        const next = state.theme.colors?.themeColor
        if (next === previous.theme.colors?.themeColor) return
        if (next !== undefined && next === written.current) return
        setColor((current) => pickerColorFor(next, current.a))
      }),
    [],
  )

  function pick(next: HsvaColor) {
    setColor(next)
    gesture.change(hsvToRgb(next))
  }

  const rgb = hsvToRgb(color)
  const rgba = `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${color.a})`

  return (
    <Card className={className} data-inactive={!editable || undefined}>
      <CardHeader>
        <CardTitle className="text-lg">Color Selection</CardTitle>
        <CardDescription>Choose your theme&apos;s base color</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
          <div
            role="group"
            aria-label="Theme color picker"
            aria-disabled={!editable || undefined}
            inert={!editable}
            className="shrink-0"
            {...gesture.around}
          >
            <HsvaColorPicker color={color} onChange={pick} />
          </div>
          <div className="flex w-full min-w-0 flex-1 flex-col gap-4">
            <div
              className="h-14 w-full overflow-hidden rounded-[var(--radius-md)] border shadow-[var(--shadow-inner,none)]"
              style={checkerboard}
            >
              <div
                data-testid="color-swatch"
                className="size-full"
                style={{ backgroundColor: rgba }}
              />
            </div>
            <dl className="grid gap-3 text-sm">
              <div className="grid gap-1">
                <dt className="text-xs font-medium text-muted-foreground">RGBA</dt>
                <dd data-testid="rgba-readout" className="font-mono text-[13px]">
                  {rgbaText(rgb, color.a)}
                </dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-xs font-medium text-muted-foreground">HSL</dt>
                <dd data-testid="hsl-readout" className="font-mono text-[13px]">
                  {dragged ?? themeColor ?? rgbToHslString(rgb)}
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-apply`}
            checked={followsThemeColor}
            disabled={!editable}
            onCheckedChange={(on) =>
              setWorkingThemeBackgroundColor(on ? THEME_COLOR_TOKEN : undefined)
            }
          />
          <Label htmlFor={`${id}-apply`}>Apply to background color</Label>
        </div>
      </CardContent>
    </Card>
  )
}
