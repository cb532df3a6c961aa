import {
  checkThemeContrast,
  fixAllContrast,
  fixContrastGroup,
  isFixable,
  makeTwin,
  type ContrastPair,
  type Rgb,
  type SkippedPair,
  type Theme,
} from '@theme-a-roo/theme'
import { errorMessage } from '@/lib/error-message'

/*
 * Measures contrast, searches fixes and makes twins off the page's thread: a theme of long
 * gradients over an image takes long enough to hold back typing. Each request carries its theme,
 * so the worker keeps nothing between requests.
 */

/**
 * Measure a theme, find the change that fixes one pair (by label) or every failing pair, or make
 * the theme's twin in the other mode (measured over the same backdrops).
 */
export type ContrastRequest = { id: number; theme: Theme; backdrops: readonly Rgb[] } & (
  { kind: 'measure' } | { kind: 'fix'; label: string } | { kind: 'fix-all' } | { kind: 'twin' }
)

/**
 * A measured pair as plain data (the worker keeps the means to try other colours), and whether
 * Fix can try to lift it: below its target, with a single colour in a field of its own.
 */
export type MeasuredRow = Omit<ContrastPair, 'ratioWith'> & { fixable: boolean }

export type FieldChange = [readonly string[], string]

export type ContrastResponse =
  | { id: number; kind: 'measure'; rows: MeasuredRow[]; skipped?: SkippedPair[] }
  | { id: number; kind: 'fix'; changes: FieldChange[] }
  | { id: number; kind: 'twin'; theme: Theme }
  | { id: number; kind: 'error'; message: string }

function row(pair: ContrastPair): MeasuredRow {
  const { label, field, value, ratio, target } = pair
  return { label, field, value, ratio, target, fixable: isFixable(pair) }
}

function answer(request: ContrastRequest): ContrastResponse {
  const { id } = request
  if (request.kind === 'twin') {
    return { id, kind: 'twin', theme: makeTwin(request.theme, request.backdrops) }
  }
  const { pairs, skipped } = checkThemeContrast(request.theme, request.backdrops)
  if (request.kind === 'measure') {
    // Pairs painted with a value that holds no colour (currentColor, a missing variable).
    return { id, kind: 'measure', rows: pairs.map(row), ...(skipped.length ? { skipped } : {}) }
  }
  if (request.kind === 'fix-all') return { id, kind: 'fix', changes: fixAllContrast(pairs) }
  const pair = pairs.find((candidate) => candidate.label === request.label)
  const color = pair && fixContrastGroup(pairs, pair)
  return { id, kind: 'fix', changes: pair?.field && color ? [[pair.field, color]] : [] }
}

self.onmessage = (event: MessageEvent<ContrastRequest>) => {
  let response: ContrastResponse
  try {
    response = answer(event.data)
  } catch (error) {
    const message = errorMessage(error)
    response = { id: event.data.id, kind: 'error', message }
  }
  self.postMessage(response)
}
