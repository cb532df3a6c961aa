/**
 * Colour-vision simulation: culori's filters for the three dichromacies (Machado, Oliveira and
 * Fernandes 2009, at full severity) and a luminance-keeping grey for achromatopsia, and each of
 * them as the 3x3 matrix an SVG feColorMatrix applies, so a page can show what the engine
 * measures. The matrices are read off culori's filters, never typed in.
 */
import {
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  filterGrayscale,
  modeLrgb,
  modeRgb,
  useMode,
  type Color,
  type Rgb as CuloriRgb,
} from 'culori/fn'

const toRgb = useMode(modeRgb)
const toLrgb = useMode(modeLrgb)

export const VISIONS = [
  'typical',
  'protanopia',
  'deuteranopia',
  'tritanopia',
  'achromatopsia',
] as const
export type Vision = (typeof VISIONS)[number]
export type SimulatedVision = Exclude<Vision, 'typical'>

/**
 * The channels a matrix multiplies, named as SVG's `color-interpolation-filters` names them:
 * gamma-encoded sRGB or linear light. An feColorMatrix works in linearRGB unless told otherwise
 * (that property's initial value), so a page must set it to the matrix's space.
 */
export type MatrixSpace = 'sRGB' | 'linearRGB'

export interface VisionMatrix {
  /** Nine numbers, row by row: output red from input red, green, blue; then green; then blue. */
  rows: readonly number[]
  space: MatrixSpace
}

type Filter = (color: Color) => Color | undefined

/*
 * Each vision with the space its filter is linear in. culori multiplies the Machado matrices with
 * gamma-encoded sRGB channels (its `rgb` mode), so those matrices hold in sRGB only; the grey
 * weighs linear light, which keeps every colour's relative luminance and so every contrast ratio.
 */
const FILTERS: Record<SimulatedVision, { filter: Filter; space: MatrixSpace }> = {
  protanopia: { filter: filterDeficiencyProt(1), space: 'sRGB' },
  deuteranopia: { filter: filterDeficiencyDeuter(1), space: 'sRGB' },
  tritanopia: { filter: filterDeficiencyTrit(1), space: 'sRGB' },
  achromatopsia: { filter: filterGrayscale(1, 'lrgb'), space: 'linearRGB' },
}

/** A colour's channels in a matrix space (not clamped: culori's filters overshoot a little). */
export function channelsIn(color: Color, space: MatrixSpace): [number, number, number] {
  const { r, g, b } = space === 'sRGB' ? toRgb(color) : toLrgb(color)
  return [r, g, b]
}

function derive({ filter, space }: (typeof FILTERS)[SimulatedVision]): VisionMatrix {
  const mode = space === 'sRGB' ? 'rgb' : 'lrgb'
  // A linear map is known by where it sends the unit vectors: they are its matrix's columns.
  const columns = [
    { r: 1, g: 0, b: 0 },
    { r: 0, g: 1, b: 0 },
    { r: 0, g: 0, b: 1 },
  ].map((unit) => {
    const image = filter({ mode, ...unit })
    if (!image) throw new Error(`The ${mode} unit vector has no image`)
    return channelsIn(image, space)
  })
  return { rows: [0, 1, 2].flatMap((row) => columns.map((column) => column[row]!)), space }
}

const MATRICES = Object.fromEntries(
  Object.entries(FILTERS).map(([vision, entry]) => [vision, derive(entry)]),
) as Record<SimulatedVision, VisionMatrix>

/** The matrix that shows a colour as someone with `vision` sees it. */
export function visionMatrix(vision: SimulatedVision): VisionMatrix {
  return MATRICES[vision]
}

/**
 * A colour as someone with `vision` sees it on screen: culori's filter, then clamped to what a
 * display shows (as a filter's output is).
 */
export function simulateVision(color: Color, vision: Vision): CuloriRgb {
  const seen = vision === 'typical' ? color : FILTERS[vision].filter(color)
  const { r, g, b } = toRgb(seen ?? color)
  const clamp = (value: number) => Math.min(1, Math.max(0, value))
  return { mode: 'rgb', r: clamp(r), g: clamp(g), b: clamp(b) }
}
