/*
 * A theme's background image is loaded by whoever applies the theme. A theme from outside (a
 * file, pasted JSON, a link) must not use that to reach into the user's own machine or network,
 * e.g. a router's admin page: `http://192.168.1.1/cgi-bin/reboot`. The address is read with the
 * WHATWG URL parser, as the browser will read it, so every spelling of a host counts as the host
 * it means (`http://0x7f.1/`, `http://2130706433/` and `http://127.1/` are all 127.0.0.1).
 */

// The engine is typed without DOM or Node globals; this is the part of the WHATWG URL class (in
// every browser and Node) used here.
declare const URL: new (
  url: string,
  base?: string,
) => { readonly protocol: string; readonly hostname: string }

/** Relative paths resolve here (a public name), so protocol-relative `//host/` is judged too. */
const NEUTRAL_BASE = 'https://theme.invalid/'

/** IPv4 blocks that are not on the public internet: [first address, prefix length]. */
const PRIVATE_IPV4_BLOCKS: readonly [number, number][] = [
  [ipv4(0, 0, 0, 0), 8], // "this network"; 0.0.0.0 reaches this machine
  [ipv4(10, 0, 0, 0), 8],
  [ipv4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ipv4(127, 0, 0, 0), 8],
  [ipv4(169, 254, 0, 0), 16], // link-local
  [ipv4(172, 16, 0, 0), 12],
  [ipv4(192, 168, 0, 0), 16],
]

/**
 * Names that by convention resolve only inside a local network or on this machine: reserved
 * suffixes (mDNS `.local`, RFC 8375 `.home.arpa`, ICANN's `.internal`), the suffixes home routers
 * hand out (`.lan`, `.home`, `.corp`, `fritz.box`), and public names whose records point at
 * loopback or at whichever address they spell (`127.0.0.1.nip.io`, `10-0-0-1.sslip.io`).
 * Checked as whole labels: `local.example.com` is public.
 */
const PRIVATE_NAME_SUFFIXES = [
  'localhost',
  'local',
  'home.arpa',
  'internal',
  'lan',
  'home',
  'corp',
  'box',
  'localtest.me',
  'lvh.me',
  'nip.io',
  'sslip.io',
]

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0
}

function isPrivateIpv4(address: number): boolean {
  return PRIVATE_IPV4_BLOCKS.some(([first, prefix]) => {
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0
    return (address & mask) >>> 0 === first
  })
}

/** The eight 16-bit words of an IPv6 address as the URL parser writes it (`::` compressed, hex). */
function ipv6Words(text: string): number[] {
  const [head = '', tail] = text.split('::')
  const words = (part: string) => (part ? part.split(':').map((word) => parseInt(word, 16)) : [])
  if (tail === undefined) return words(head)
  const first = words(head)
  const last = words(tail)
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last]
}

function isPrivateIpv6(text: string): boolean {
  const words = ipv6Words(text)
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words
  const embeddedIpv4 = ((w6 << 16) | w7) >>> 0
  const leadingZero = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, which includes :: and ::1).
  if (leadingZero && (w5 === 0xffff || w5 === 0)) return isPrivateIpv4(embeddedIpv4)
  // NAT64 64:ff9b::a.b.c.d reaches a.b.c.d through the network's translator.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) {
    return isPrivateIpv4(embeddedIpv4)
  }
  // 6to4 2002:aabb:ccdd::/48 is the IPv4 host a.b.c.d's network.
  if (w0 === 0x2002) return isPrivateIpv4(((w1 << 16) | w2) >>> 0)
  return (
    (w0 === 0x64 && w1 === 0xff9b && w2 === 1) || // local-use NAT64 64:ff9b:1::/48, never public
    (w0 & 0xfe00) === 0xfc00 || // unique-local fc00::/7
    (w0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (w0 & 0xffc0) === 0xfec0 // site-local fec0::/10 (deprecated, still private)
  )
}

function isPrivateName(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname
  // A name without a dot is looked up in the local network (an intranet host, or localhost).
  if (!name.includes('.')) return true
  return PRIVATE_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`))
}

/**
 * The host an http(s) address reaches when that host is on a private network or this machine
 * (loopback, RFC 1918, link-local, unique-local IPv6, CGNAT, 0.0.0.0, the IPv4-mapped, NAT64
 * and 6to4 forms of those, `localhost`, dotless intranet names and the names listed in
 * PRIVATE_NAME_SUFFIXES), as the URL parser normalises it (`127.0.0.1`, `[::1]`); undefined for
 * any other address or text, including `data:` URIs, relative paths and public hosts. Names are
 * judged as written: a public name that resolves to a private address is not caught.
 */
export function privateNetworkHost(address: string): string | undefined {
  let url
  try {
    url = new URL(address, NEUTRAL_BASE)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  const { hostname } = url
  let isPrivate: boolean
  if (hostname.startsWith('[')) isPrivate = isPrivateIpv6(hostname.slice(1, -1))
  else if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) {
    const [a = 0, b = 0, c = 0, d = 0] = hostname.split('.').map(Number)
    isPrivate = isPrivateIpv4(ipv4(a, b, c, d))
  } else isPrivate = isPrivateName(hostname)
  return isPrivate ? hostname : undefined
}

/**
 * Why a theme from outside must be refused for its background image's address, or undefined
 * when the address is fine. Every way a theme comes in from outside (a file, pasted JSON, a
 * link) asks here, so they all refuse the same addresses with the same message.
 */
export function privateBackgroundRefusal(theme: { backgroundImage?: unknown }): string | undefined {
  const image = theme.backgroundImage
  const host = typeof image === 'string' ? privateNetworkHost(image) : undefined
  if (host === undefined) return undefined
  return `This theme's background image points to a private network address (${host}), which is not allowed.`
}
