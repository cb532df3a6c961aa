/**
 * True when a path lies below a top-level route, i.e. it has more than two segments when split on
 * '/' ('/about' → ['', 'about'] does not; '/about/details' does). A trailing slash is ignored.
 */
export function isNestedPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return trimmed.split('/').length > 2
}
