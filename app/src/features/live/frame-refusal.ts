// Whether a page's response headers forbid the editor's page to frame it, decided as the webview
// decides, so the desktop shell can say so before framing instead of waiting for a hello that
// cannot come. The desktop's own origin (tauri://localhost) is no web origin: a `*` or an `https:`
// source does not cover it.
import type { FrameHeaders } from '@/platform/platform'

/** `scheme://host[:port]`, also for schemes whose URL origin is opaque (tauri:). */
const originOf = (url: URL) => `${url.protocol}//${url.host}`

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || ''

/** Whether a source's scheme admits `scheme`: the same one, or its secure upgrade. */
function schemeAdmits(source: string, scheme: string): boolean {
  return source === scheme || (source === 'http:' && scheme === 'https:')
}

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\d+|\*))?(?:\/.*)?$/

/** Whether one source expression of a frame-ancestors list matches the editor. */
function sourceMatches(source: string, editor: URL, page: URL): boolean {
  if (source === "'self'") return originOf(editor) === originOf(page)
  // A wildcard covers network schemes and the page's own, never a custom one.
  if (source === '*') return /^https?:$/.test(editor.protocol) || editor.protocol === page.protocol
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return schemeAdmits(source, editor.protocol)
  const host = HOST_SOURCE.exec(source)
  if (!host) return false
  const [, scheme = page.protocol, hostPattern = '', port] = host
  if (!schemeAdmits(scheme, editor.protocol)) return false
  const hostname = editor.hostname
  const hostMatches = hostPattern.startsWith('*.')
    ? hostname.endsWith(hostPattern.slice(1))
    : hostname === hostPattern
  if (!hostMatches) return false
  if (port === '*') return true
  return (port ?? DEFAULT_PORTS[scheme] ?? '') === portOf(editor)
}

/** Each enforced policy's frame-ancestors sources; a header may carry several policies. */
function frameAncestorLists(policies: string[]): string[][] {
  const lists: string[][] = []
  for (const policy of policies.flatMap((header) => header.split(','))) {
    const directive = policy
      .split(';')
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .find(([name]) => name === 'frame-ancestors')
    if (directive) lists.push(directive.slice(1))
  }
  return lists
}

export function refusesFraming(
  headers: FrameHeaders,
  { page, editorOrigin }: { page: URL; editorOrigin: string },
): boolean {
  const editor = new URL(editorOrigin)
  const ancestors = frameAncestorLists(headers.contentSecurityPolicy)
  // frame-ancestors, where a policy has it, overrides X-Frame-Options.
  if (ancestors.length > 0) {
    return ancestors.some((sources) => !sources.some((s) => sourceMatches(s, editor, page)))
  }
  const options = headers.xFrameOptions.flatMap((value) =>
    value.split(',').map((option) => option.trim().toLowerCase()),
  )
  const sameOrigin = originOf(editor) === originOf(page)
  return options.includes('deny') || (options.includes('sameorigin') && !sameOrigin)
}
