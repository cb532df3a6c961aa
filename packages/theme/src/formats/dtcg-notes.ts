// How notes on a Design Tokens file quote what it holds: files come from anywhere, so a quoted
// name or value is cut short, and only strings, numbers and booleans are quoted at all (a
// nested object could be huge or deep enough to overflow the stack of JSON.stringify).

const MAX_QUOTED = 60

/** Text cut to a readable length. */
export function shorten(text: string): string {
  return text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text
}

/** A value as a note shows it: `"#33"`, `12`, or its kind (`an object`, `an array`...). */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return `"${shorten(value)}"`
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null) return 'null'
  if (value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}
