/*
 * Content identifiers as the storage provider pins them: the older form, 'Qm' and 44 base58
 * characters, or the newer base32 form, 'b' and 58 or more characters of [a-z2-7].
 */
export const CID_NOT_FOUND_MESSAGE = 'url does not contain CID'

const CID_V0 = /^Qm[1-9A-HJ-NP-Za-km-z]{44}$/
const CID_V1 = /^b[a-z2-7]{58,}$/

export function isCid(text: string): boolean {
  const value = text.trim()
  return CID_V0.test(value) || CID_V1.test(value)
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/**
 * Finds the CID in a gateway URL (subdomain form `https://<cid>.ipfs.host/...`, path form
 * `https://host/ipfs/<cid>/...`), an `ipfs://<cid>/...` address or a bare CID, looking at the
 * host's labels first, then the path's segments, then the raw text. `path` is what follows the
 * CID in the URL's path ('' when nothing does).
 */
export function findCid(input: string): { cid: string; path: string } {
  const text = input.trim()
  const url = parseUrl(text)
  if (url) {
    // In ipfs://<cid>/... the CID stands where a host would; a subdomain gateway has it as a label.
    const fromHost = url.host.split('.').find(isCid)
    const segments = url.pathname.split('/')
    if (fromHost) {
      const path = url.pathname.replace(/\/+$/, '')
      return { cid: fromHost, path: path === '/' ? '' : path }
    }
    const index = segments.findIndex(isCid)
    const cid = segments[index]
    if (index >= 0 && cid) {
      const path = segments.slice(index + 1).join('/')
      return { cid, path: path ? `/${path}` : '' }
    }
  }
  if (isCid(text)) return { cid: text, path: '' }
  throw new Error(CID_NOT_FOUND_MESSAGE)
}

/**
 * The gateway the user typed, as a base address: a scheme (https when none is given), no
 * trailing slash and no trailing '/ipfs'. Throws when it cannot be an http(s) address.
 */
export function normalizeGatewayUrl(gateway: string): string {
  const text = gateway.trim()
  const invalid = new Error('Please enter a valid gateway URL')
  if (!text || /\s/.test(text)) throw invalid
  const url = parseUrl(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    throw invalid
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/ipfs$/i, '')
  return `${url.protocol}//${url.host}${path}`
}

export function gatewayUrl(gateway: string, cid: string): string {
  if (!isCid(cid)) throw new Error(CID_NOT_FOUND_MESSAGE)
  return `${normalizeGatewayUrl(gateway)}/ipfs/${cid.trim()}`
}

/**
 * The address an `ipfs://` address loads from through `gateway`, its path kept; undefined when
 * the address names no CID or the gateway is not a web address.
 */
export function ipfsWebAddress(address: string, gateway: string): string | undefined {
  try {
    const { cid, path } = findCid(address)
    return `${gatewayUrl(gateway, cid)}${path}`
  } catch {
    return undefined
  }
}
