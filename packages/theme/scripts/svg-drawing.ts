/**
 * What every background picture is drawn with: the picture's size, a seeded random sequence (so
 * every run draws the same picture) and SVG helpers for soft blobs and solid discs. Apart from
 * generate-assets.ts, which renders and writes the pictures, so each picture's drawing reads alone.
 */
export const WIDTH = 1920
export const HEIGHT = 1080

/** mulberry32: a small seeded PRNG, so every run draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`

interface Blob {
  x: number
  y: number
  r: number
  color: string
  opacity: number
}

/** Soft colour blobs: radial gradients that fade to nothing, i.e. already blurred. */
export function blobs(items: readonly Blob[], idPrefix: string): string {
  const defs = items
    .map(
      (b, i) =>
        `<radialGradient id="${idPrefix}${i}" cx="50%" cy="50%" r="50%">` +
        `<stop offset="0" stop-color="${b.color}" stop-opacity="${b.opacity}"/>` +
        `<stop offset="0.45" stop-color="${b.color}" stop-opacity="${(b.opacity * 0.6).toFixed(3)}"/>` +
        `<stop offset="1" stop-color="${b.color}" stop-opacity="0"/></radialGradient>`,
    )
    .join('')
  const shapes = items
    .map((b, i) => `<circle cx="${b.x}" cy="${b.y}" r="${b.r}" fill="url(#${idPrefix}${i})"/>`)
    .join('')
  return `<defs>${defs}</defs>${shapes}`
}

interface Disc {
  x: number
  y: number
  r: number
  color: string
}

/** Solid discs over a base gradient; the caller blurs the rendered picture into soft blobs. */
export function discs(base: readonly [string, string, string], items: readonly Disc[]): string {
  return svg(
    `<defs><linearGradient id="base" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${base[0]}"/><stop offset="0.5" stop-color="${base[1]}"/><stop offset="1" stop-color="${base[2]}"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#base)"/>` +
      items.map((d) => `<circle cx="${d.x}" cy="${d.y}" r="${d.r}" fill="${d.color}"/>`).join(''),
  )
}
