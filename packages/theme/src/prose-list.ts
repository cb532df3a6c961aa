/** Items as a sentence lists them: `a`, `a and b`, `a, b and c` (empty text for none). */
export function proseList(items: readonly string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
    : (items[0] ?? '')
}
