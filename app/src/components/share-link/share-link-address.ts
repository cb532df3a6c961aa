/*
 * A share link carries its theme in the address's fragment (`#theme=…`), which browsers never
 * send to a server.
 */
const FRAGMENT_PREFIX = '#theme='

/** The address of the app at `base` (the app's root) that opens `payload` as a shared theme. */
export function shareLinkFor(base: string, payload: string): string {
  return `${base.split('#')[0]}${FRAGMENT_PREFIX}${payload}`
}

/** The encoded theme in a location's fragment, or undefined when it holds none. */
export function sharedThemePayload(hash: string): string | undefined {
  return hash.startsWith(FRAGMENT_PREFIX) ? hash.slice(FRAGMENT_PREFIX.length) : undefined
}
