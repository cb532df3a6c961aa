/** A field's path as a JSON pointer (RFC 6901): `['colors', 'primary']` → `/colors/primary`. */
export function jsonPointer(path: readonly string[] | undefined): string {
  if (!path) return ''
  return path.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}
