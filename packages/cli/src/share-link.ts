import { inflateRawSync } from 'node:zlib'
import { isPlainObject } from '@theme-a-roo/theme'

/*
 * A share link carries a theme in its fragment (`#theme=<payload>`): the theme's JSON, or
 * `{ theme, counterpart: { mode, theme } }` for two modes, deflated (raw) and in base64url. The
 * app's codec lives in the app, which packages never import, so the command line reads the same
 * format here with Node's zlib.
 */

/** Far beyond any theme a link can carry; the app refuses links that inflate past it too. */
const MAX_SHARED_THEME_BYTES = 1024 * 1024

const SHARE_LINK = /^\S*#theme=([A-Za-z0-9_-]+)$/

export interface SharedDocument {
  /** The theme as the link holds it, not yet validated. */
  theme: unknown
  counterpart?: { mode: unknown; theme: unknown }
}

/** The payload when the whole text is one share link, else undefined. */
export function shareLinkPayload(text: string): string | undefined {
  return SHARE_LINK.exec(text.trim())?.[1]
}

/** The documents a link's payload holds; throws a message for the user when it is damaged. */
export function decodeShareLink(payload: string): SharedDocument {
  let json: string
  try {
    // maxOutputLength stops inflating at the limit, so a small hostile link cannot fill memory.
    const bytes = inflateRawSync(Buffer.from(payload, 'base64url'), {
      maxOutputLength: MAX_SHARED_THEME_BYTES,
    })
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new Error('Damaged share link: not compressed theme data, or larger than 1 MB.')
  }
  let document: unknown
  try {
    document = JSON.parse(json)
  } catch {
    throw new Error('Damaged share link: its theme is not JSON.')
  }
  // A two-mode link's document has a theme and no schemaVersion of its own.
  if (isPlainObject(document) && !('schemaVersion' in document) && 'theme' in document) {
    const counterpart = document.counterpart
    return {
      theme: document.theme,
      ...(isPlainObject(counterpart)
        ? { counterpart: { mode: counterpart.mode, theme: counterpart.theme } }
        : {}),
    }
  }
  return { theme: document }
}
