import type { Rgb, Theme } from '@theme-a-roo/theme'
import { allFixes, contrastRows, fixFor, type ContrastRow } from './contrast-fixes'
import { errorMessage } from '@/lib/error-message'

/*
 * Measures contrast and searches fixes off the page's thread: a theme of long gradients over an
 * image takes long enough to hold back typing. Each request carries its theme, so the worker
 * keeps nothing between requests.
 */

/** Measure a theme, or find the change that fixes one pair (by label) or every failing pair. */
export type ContrastRequest = { id: number; theme: Theme; backdrops: readonly Rgb[] } & (
  { kind: 'measure' } | { kind: 'fix'; label: string } | { kind: 'fix-all' }
)

/** A measured pair as plain data (the worker keeps the means to try other colours). */
export type MeasuredRow = Omit<ContrastRow, 'ratioWith'>

export type FieldChange = [readonly string[], string]

export type ContrastResponse =
  | { id: number; kind: 'measure'; rows: MeasuredRow[] }
  | { id: number; kind: 'fix'; changes: FieldChange[] }
  | { id: number; kind: 'error'; message: string }

function plain({ label, field, value, ratio, target, fixable }: ContrastRow): MeasuredRow {
  return { label, field, value, ratio, target, fixable }
}

function answer(request: ContrastRequest): ContrastResponse {
  const { id } = request
  const rows = contrastRows(request.theme, request.backdrops)
  if (request.kind === 'measure') return { id, kind: 'measure', rows: rows.map(plain) }
  if (request.kind === 'fix-all') return { id, kind: 'fix', changes: allFixes(rows) }
  const row = rows.find((candidate) => candidate.label === request.label)
  const color = row && fixFor(rows, row)
  return { id, kind: 'fix', changes: row?.field && color ? [[row.field, color]] : [] }
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
