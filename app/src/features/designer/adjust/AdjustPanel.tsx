import {
  CloudFogIcon,
  ContrastIcon,
  DropletOffIcon,
  FlameIcon,
  SnowflakeIcon,
  SparklesIcon,
  type LucideIcon,
} from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import {
  ADJUSTMENT_PRESETS,
  NO_ADJUSTMENT,
  type AdjustmentPreset,
  type AdjustmentPresetId,
  type ColorAdjustment,
} from '@theme-a-roo/theme'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useOncePerFrame } from '@/lib/use-once-per-frame'
import { useThemeRuntime } from '@/theming/theme-runtime'
import type { RefusedChange } from '@/theming/working-theme'
import { applyPreset, commitAdjustment, previewAdjustment } from './adjust-session'

type SliderKey = keyof ColorAdjustment

const SLIDERS: { key: SliderKey; label: string; min: number; max: number; unit: string }[] = [
  { key: 'hue', label: 'Hue', min: -180, max: 180, unit: '°' },
  { key: 'saturation', label: 'Saturation', min: -100, max: 100, unit: '%' },
  { key: 'lightness', label: 'Lightness', min: -100, max: 100, unit: '%' },
]

/** The keys a range input moves by: anything else ends the adjustment first (Ctrl+Z, Tab). */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
])

const PRESET_ICONS: Record<AdjustmentPresetId, LucideIcon> = {
  'invert-lightness': ContrastIcon,
  grayscale: DropletOffIcon,
  muted: CloudFogIcon,
  vibrant: SparklesIcon,
  warmer: FlameIcon,
  cooler: SnowflakeIcon,
}

/** Label, slider, value. */
const SLIDER_ROW = { gridTemplateColumns: '6rem minmax(0, 1fr) 3.5rem' }
/** The thumb and track in the theme's primary colour, as the page's other controls. */
const THEMED = { accentColor: 'var(--color-primary)' }

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0')

/** The resolved working theme as it is now (the runtime follows every write at once). */
const resolvedWorkingTheme = () => {
  const { current } = useThemeRuntime.getState()
  return current?.isWorkingTheme ? current.theme : undefined
}

function reportRefusal(refused: RefusedChange | undefined) {
  if (refused) toast.error(`The colours could not be adjusted: ${refused.message}`)
}

function preview(adjustment: ColorAdjustment) {
  const resolved = resolvedWorkingTheme()
  if (resolved) previewAdjustment(resolved, adjustment)
}

/**
 * Hue, saturation and lightness sliders over every colour of the working theme, and presets.
 * The page repaints as a slider moves (once per frame); letting go (releasing the pointer, or
 * leaving the slider or pressing another key after arrow keys) makes the adjustment one undo step
 * and puts the sliders back at zero.
 */
export default function AdjustPanel() {
  const [adjustment, setAdjustment] = useState<ColorAdjustment>(NO_ADJUSTMENT)
  const [done, setDone] = useState('')
  const { schedule, flush } = useOncePerFrame(preview)
  const ids = useId()
  // The adjustment being made, read by handlers that run before the next render.
  const latest = useRef(adjustment)

  const commit = useCallback(() => {
    const moved = latest.current !== NO_ADJUSTMENT
    flush()
    const refused = commitAdjustment()
    reportRefusal(refused)
    latest.current = NO_ADJUSTMENT
    setAdjustment(NO_ADJUSTMENT)
    if (moved && !refused) setDone('Colours adjusted. Undo brings them back.')
  }, [flush])

  // Leaving the page or closing the panel keeps what was adjusted, as one step.
  useEffect(() => commit, [commit])

  function change(key: SliderKey, value: number) {
    const next = { ...latest.current, [key]: value }
    latest.current = next
    setAdjustment(next)
    setDone('')
    schedule(next)
  }

  function startDrag() {
    // Released anywhere, even off the slider: the drag is over.
    const end = () => {
      window.removeEventListener('pointerup', end)
      window.removeEventListener('pointercancel', end)
      commit()
    }
    window.addEventListener('pointerup', end)
    window.addEventListener('pointercancel', end)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!SLIDER_KEYS.has(event.key)) commit()
  }

  function apply(preset: AdjustmentPreset) {
    commit()
    const resolved = resolvedWorkingTheme()
    if (!resolved) return
    reportRefusal(applyPreset(resolved, preset))
    setDone(`${preset.label} applied. Undo brings the colours back.`)
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        {SLIDERS.map(({ key, label, min, max, unit }) => {
          const value = adjustment[key]
          const id = `${ids}-${key}`
          return (
            <div key={key} className="grid items-center gap-3" style={SLIDER_ROW}>
              <label htmlFor={id} className="text-sm font-medium">
                {label}
              </label>
              <input
                id={id}
                type="range"
                min={min}
                max={max}
                step={1}
                value={value}
                aria-valuetext={`${signed(value)}${unit === '°' ? ' degrees' : ' percent'}`}
                className="h-6 w-full min-w-0 cursor-pointer"
                style={THEMED}
                onChange={(event) => change(key, Number(event.target.value))}
                onPointerDown={startDrag}
                onKeyDown={onKeyDown}
                onBlur={commit}
              />
              <output htmlFor={id} className="text-right font-mono text-sm tabular-nums">
                {signed(value)}
                {unit}
              </output>
            </div>
          )
        })}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Presets">
        {ADJUSTMENT_PRESETS.map((preset) => {
          const Icon = PRESET_ICONS[preset.id]
          return (
            <Button key={preset.id} variant="outline" size="sm" onClick={() => apply(preset)}>
              <Icon aria-hidden />
              {preset.label}
            </Button>
          )
        })}
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {done}
      </p>
    </div>
  )
}
