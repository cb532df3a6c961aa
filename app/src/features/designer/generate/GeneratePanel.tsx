import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { mergeThemes, parseCssColor, themeMode, type MostLike } from '@theme-a-roo/theme'
import { SCHEME_STYLES, type GenerateOptions, type SchemeStyle } from '@theme-a-roo/theme/generate'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/lib/toast'
import {
  cancelWorkingThemePreview,
  previewWorkingThemeFields,
  setWorkingThemeFields,
} from '@/theming/working-theme'
import { ColorControl } from '../controls/ColorControl'
import { twinChanges } from '../twin-changes'
import type { FieldChange } from '../contrast-worker'
import type { GenerateProps } from './generate-props'
import { GeneratePreview } from './GeneratePreview'
import { ImageSeeds } from './ImageSeeds'
import { useGeneratedColors } from './use-generated-colors'

const STYLE_LABELS: Record<SchemeStyle, string> = {
  tonal: 'Tonal',
  vibrant: 'Vibrant',
  neutral: 'Neutral',
  expressive: 'Expressive',
}
const STYLE_OPTIONS = SCHEME_STYLES.map((value) => ({ value, label: STYLE_LABELS[value] }))
const MODES: { value: MostLike; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]
const FALLBACK_SEED = '#6750a4'
const READ_ONLY_REASON =
  'Example themes are read-only: switch to the working theme to apply generated colours.'

/**
 * Shows the working theme with a candidate's fields as a 'candidate' preview of the theme
 * session, for the painters that show candidates (a client in the user's own app); the page
 * paints gestures only, so it keeps the working theme. No fields (the panel closed), a refused
 * candidate or the panel gone cancel it; Apply's change ends it.
 */
function useCandidatePreview(fields: readonly FieldChange[] | undefined) {
  const shown = useRef(false)
  useEffect(() => {
    if (fields && previewWorkingThemeFields(fields, 'candidate') === undefined) {
      shown.current = true
    } else if (shown.current) {
      shown.current = false
      cancelWorkingThemePreview()
    }
  }, [fields])
  useEffect(
    () => () => {
      if (shown.current) cancelWorkingThemePreview()
    },
    [],
  )
}

/**
 * The Generate panel: a seed colour (typed, picked or taken from an image), a scheme style and a
 * mode give a candidate colour set, previewed here; Apply writes it over the working theme's
 * colours in one undo step. Fonts, corners, shadows and the background image stay.
 */
export default function GeneratePanel({
  theme,
  backdrops,
  editable,
  open,
  onOpenChange,
  onClosed,
}: GenerateProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes once the panel has closed (the dialog has no trigger of its own). */
  onClosed: () => void
}) {
  const ids = { seed: useId(), seedProblem: useId(), style: useId(), glass: useId() }
  const primary = theme.colors?.primary
  const [seed, setSeed] = useState(primary && parseCssColor(primary) ? primary : FALLBACK_SEED)
  const [seedProblem, setSeedProblem] = useState<string>()
  const [style, setStyle] = useState<SchemeStyle>('tonal')
  const [mode, setMode] = useState<MostLike>(() => themeMode(theme, backdrops))
  const hasImage = theme.backgroundImage !== undefined
  // Over a background image an opaque page would hide it: glass is where such a theme starts.
  const [glass, setGlass] = useState(hasImage)
  const glassOn = hasImage && glass

  const options = useMemo((): GenerateOptions | undefined => {
    // Nothing is worked out while the panel is closed; glass waits until the image is read.
    if (!open || (glassOn && !backdrops)) return undefined
    return {
      seed,
      style,
      mode,
      ...(glassOn ? { glass: true, backdrops } : {}),
      ...(theme.buttonStyle ? { buttonStyle: theme.buttonStyle } : {}),
    }
  }, [open, seed, style, mode, glassOn, backdrops, theme.buttonStyle])
  const generated = useGeneratedColors(options)
  const candidate = useMemo(
    () => (generated.status === 'ready' ? mergeThemes(theme, generated.colors) : undefined),
    [theme, generated],
  )
  const current = generated.status === 'ready' && generated.options === options
  // What Apply writes: the candidate's colours over the theme shown.
  const fields = useMemo(
    () =>
      generated.status === 'ready'
        ? twinChanges(theme, { ...theme, ...generated.colors })
        : undefined,
    [theme, generated],
  )
  useCandidatePreview(open && editable ? fields : undefined)

  function takeSeed(text: string): boolean {
    if (!parseCssColor(text)) {
      setSeedProblem(`“${text}” is not a colour`)
      return false
    }
    setSeedProblem(undefined)
    setSeed(text)
    return true
  }

  function apply() {
    // Only the candidate shown for the current choices is applied.
    if (!fields || !current) return
    const refused = setWorkingThemeFields(fields)
    if (refused) {
      toast.error(`The generated colours could not be applied: ${refused.message}`)
      return
    }
    toast.success('Generated colours applied')
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-4xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          onClosed()
        }}
      >
        <DialogHeader>
          <DialogTitle>Generate colours</DialogTitle>
          <DialogDescription>
            Colours for every part of the theme from one seed colour, each text at AA contrast.
            Apply replaces the working theme’s colours; fonts, corners, shadows and the background
            image stay.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.seed}>Seed colour</Label>
              <ColorControl
                id={ids.seed}
                label="Seed colour"
                value={seed}
                readOnly={false}
                onChange={takeSeed}
                problemId={seedProblem ? ids.seedProblem : undefined}
              />
              {seedProblem && (
                <p id={ids.seedProblem} role="alert" className="text-sm text-destructive">
                  {seedProblem}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.style}>Style</Label>
              <NativeSelect
                id={ids.style}
                value={style}
                options={STYLE_OPTIONS}
                onValueChange={setStyle}
              />
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Mode</legend>
              <div className="flex gap-2">
                {MODES.map(({ value, label }) => (
                  <Button
                    key={value}
                    size="sm"
                    variant={mode === value ? 'default' : 'outline'}
                    aria-pressed={mode === value}
                    onClick={() => setMode(value)}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </fieldset>
            {hasImage && (
              <div className="flex items-start gap-2">
                <Checkbox
                  id={ids.glass}
                  checked={glass}
                  onCheckedChange={(checked) => setGlass(checked === true)}
                />
                <div className="grid gap-1">
                  <Label htmlFor={ids.glass}>Glass</Label>
                  <p className="text-sm text-muted-foreground">
                    Translucent card, popover and sidebar over the background image, blurred.
                  </p>
                </div>
              </div>
            )}
            <ImageSeeds backgroundImage={theme.backgroundImage} seed={seed} onSeed={takeSeed} />
          </div>
          <div className="flex flex-col gap-2" aria-busy={!current}>
            {generated.status === 'failed' && (
              <p role="alert" className="text-sm text-destructive">
                The colours could not be generated: {generated.message}
              </p>
            )}
            {candidate && <GeneratePreview theme={candidate} />}
            {!candidate && generated.status === 'working' && <p role="status">Generating...</p>}
          </div>
        </div>
        {!editable && (
          <p role="note" className="text-sm text-muted-foreground">
            {READ_ONLY_REASON}
          </p>
        )}
        {/* Apply stays in reach while the preview scrolls by on a small screen. */}
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-popover px-6 py-4">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={!editable || !current}
            title={editable ? undefined : READ_ONLY_REASON}
            onClick={apply}
          >
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
