/**
 * Generates the built-in themes' files that are computed rather than written by hand:
 * - themes/<name>/background.webp (1920x1080) and thumbnail.webp (320x180) for the themes with a
 *   background image, drawn here as SVG and rendered with sharp;
 * - themes/{light,dark,color}/theme.json, copied from the installed theme-o-rama (base-themes.ts).
 * Deterministic: all randomness comes from a fixed-seed generator, so reruns give the same files.
 *
 * Run: npm run assets -w @theme-a-roo/theme   (or: npx tsx scripts/generate-assets.ts)
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { copyBaseThemes } from './base-themes.ts'

const WIDTH = 1920
const HEIGHT = 1080
const THUMB_WIDTH = 320
const THUMB_HEIGHT = 180
const themesDir = fileURLToPath(new URL('../themes/', import.meta.url))

/** mulberry32: a small seeded PRNG, so every run draws the same picture. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`

interface Blob {
  x: number
  y: number
  r: number
  color: string
  opacity: number
}

/** Soft colour blobs: radial gradients that fade to nothing, i.e. already blurred. */
function blobs(items: readonly Blob[], idPrefix: string): string {
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
function discs(base: readonly [string, string, string], items: readonly Disc[]): string {
  return svg(
    `<defs><linearGradient id="base" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${base[0]}"/><stop offset="0.5" stop-color="${base[1]}"/><stop offset="1" stop-color="${base[2]}"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#base)"/>` +
      items.map((d) => `<circle cx="${d.x}" cy="${d.y}" r="${d.r}" fill="${d.color}"/>`).join(''),
  )
}

const glassDark = (): string =>
  discs(
    ['#0b0d26', '#110a2a', '#061626'],
    [
      { x: 420, y: 300, r: 300, color: '#6d28d9' },
      { x: 1480, y: 240, r: 260, color: '#0e7490' },
      { x: 1160, y: 820, r: 320, color: '#a21caf' },
      { x: 250, y: 900, r: 240, color: '#1d4ed8' },
      { x: 840, y: 520, r: 150, color: '#be185d' },
      { x: 1760, y: 740, r: 190, color: '#0f766e' },
      { x: 1000, y: 120, r: 120, color: '#4338ca' },
    ],
  )

const glassLight = (): string =>
  discs(
    ['#f6f3ff', '#fff6f1', '#eef7ff'],
    [
      { x: 400, y: 280, r: 300, color: '#fda4af' },
      { x: 1500, y: 240, r: 270, color: '#93c5fd' },
      { x: 1180, y: 820, r: 320, color: '#c4b5fd' },
      { x: 260, y: 900, r: 240, color: '#86efac' },
      { x: 820, y: 540, r: 150, color: '#fbcfe8' },
      { x: 1770, y: 740, r: 190, color: '#fde68a' },
      { x: 1000, y: 110, r: 120, color: '#a5f3fc' },
    ],
  )

function colorful(): string {
  const random = seededRandom(95)
  // A bright multi-hue diagonal gradient with light bubbles, rings, waves and a little confetti.
  const shapes: string[] = []
  // Bubbles, rings and waves are spread out so that no two overlap much.
  const placed: Array<{ x: number; y: number; r: number }> = []
  const place = (r: number): { x: number; y: number } | undefined => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const x = Math.round(r * 0.5 + random() * (WIDTH - r))
      const y = Math.round(r * 0.5 + random() * (HEIGHT - r))
      if (placed.every((p) => Math.hypot(p.x - x, p.y - y) > (p.r + r) * 1.05)) {
        placed.push({ x, y, r })
        return { x, y }
      }
    }
    return undefined
  }
  for (let i = 0; i < 14; i += 1) {
    const r = Math.round(40 + random() * 130)
    const spot = place(r)
    if (!spot) continue
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${spot.x}" cy="${spot.y}" r="${r}" fill="#ffffff" fill-opacity="${(0.18 + random() * 0.2).toFixed(2)}"/>`
        : `<circle cx="${spot.x}" cy="${spot.y}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${Math.round(8 + random() * 10)}"/>`,
    )
  }
  for (let i = 0; i < 7; i += 1) {
    const w = Math.round(40 + random() * 30)
    const spot = place(w * 2.2)
    if (!spot) continue
    const x = spot.x - w * 2
    shapes.push(
      `<path d="M${x} ${spot.y} q${w / 2} ${-w / 2} ${w} 0 t${w} 0 t${w} 0 t${w} 0" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="14" stroke-linecap="round"/>`,
    )
  }
  const confetti = ['#ff3d8b', '#8b5cf6', '#14b8a6', '#fb923c', '#3b82f6', '#facc15']
  for (let i = 0; i < 60; i += 1) {
    const x = Math.round(random() * WIDTH)
    const y = Math.round(random() * HEIGHT)
    const color = confetti[i % confetti.length] ?? '#ff3d8b'
    const rotate = Math.round(random() * 180)
    shapes.push(
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${Math.round(5 + random() * 6)}" fill="${color}" fill-opacity="0.8"/>`
        : `<rect x="${x}" y="${y}" width="${Math.round(10 + random() * 10)}" height="6" rx="3" fill="${color}" fill-opacity="0.8" transform="rotate(${rotate} ${x} ${y})"/>`,
    )
  }
  return svg(
    `<defs><linearGradient id="base" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#ff8fc4"/><stop offset="0.22" stop-color="#ffab66"/>` +
      `<stop offset="0.45" stop-color="#ffe066"/><stop offset="0.68" stop-color="#6ee7c8"/>` +
      `<stop offset="0.86" stop-color="#7db4ff"/><stop offset="1" stop-color="#c4a1ff"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#base)"/>` +
      blobs(
        [
          { x: 1750, y: 100, r: 520, color: '#e2b8ff', opacity: 0.7 },
          { x: 150, y: 1000, r: 520, color: '#ffb38a', opacity: 0.6 },
        ],
        'c',
      ) +
      shapes.join(''),
  )
}

/** A circuit board: traces routed on a grid at 0/45/90 degrees, pads, vias and chips. */
function circuit(): string {
  const random = seededRandom(2077)
  const cell = 24
  const cols = Math.floor(WIDTH / cell) + 1
  const rows = Math.floor(HEIGHT / cell) + 1
  const used = new Uint8Array(cols * rows)
  const taken = (x: number, y: number): boolean =>
    x < 1 || y < 1 || x >= cols - 1 || y >= rows - 1 || used[y * cols + x] === 1
  const mark = (x: number, y: number): void => {
    used[y * cols + x] = 1
  }
  const directions = [
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
    [-1, -1],
    [0, -1],
    [1, -1],
  ] as const

  // Chips first, so traces route around them.
  const chips: string[] = []
  for (let i = 0; i < 9; i += 1) {
    const w = 4 + Math.floor(random() * 6)
    const h = 3 + Math.floor(random() * 4)
    const cx = 3 + Math.floor(random() * (cols - w - 6))
    const cy = 3 + Math.floor(random() * (rows - h - 6))
    let free = true
    for (let y = cy - 1; y <= cy + h + 1 && free; y += 1)
      for (let x = cx - 1; x <= cx + w + 1; x += 1) if (taken(x, y)) free = false
    if (!free) continue
    for (let y = cy - 1; y <= cy + h + 1; y += 1)
      for (let x = cx - 1; x <= cx + w + 1; x += 1) mark(x, y)
    const px = cx * cell
    const py = cy * cell
    let pins = ''
    for (let x = cx; x <= cx + w; x += 1) {
      pins += `<rect x="${x * cell - 3}" y="${py - 10}" width="6" height="10" fill="#3d6f5f"/>`
      pins += `<rect x="${x * cell - 3}" y="${py + h * cell}" width="6" height="10" fill="#3d6f5f"/>`
    }
    chips.push(
      `${pins}<rect x="${px - 6}" y="${py}" width="${w * cell + 12}" height="${h * cell}" rx="3" fill="#0a1513" stroke="#1d4a3d" stroke-width="2"/>` +
        `<circle cx="${px + 8}" cy="${py + 10}" r="4" fill="#16352c"/>`,
    )
  }

  const dim: string[] = []
  const green: string[] = []
  const cyan: string[] = []
  const pads: string[] = []
  for (let attempt = 0; attempt < 1400; attempt += 1) {
    let x = 1 + Math.floor(random() * (cols - 2))
    let y = 1 + Math.floor(random() * (rows - 2))
    if (taken(x, y)) continue
    let dir = Math.floor(random() * 8)
    let lastDir = -1
    let steps = 0
    const points: Array<[number, number]> = [[x, y]]
    mark(x, y)
    const length = 6 + Math.floor(random() * 34)
    for (; steps < length; steps += 1) {
      if (random() < 0.14) dir = (dir + (random() < 0.5 ? 1 : 7)) % 8
      const [dx, dy] = directions[dir] ?? [1, 0]
      const nx = x + dx
      const ny = y + dy
      // A diagonal step must not squeeze between two occupied cells (another trace's diagonal).
      if (taken(nx, ny) || (dx !== 0 && dy !== 0 && taken(x + dx, y) && taken(x, y + dy))) break
      // Straight runs extend the last point; a change of direction starts a corner.
      if (dir === lastDir) points[points.length - 1] = [nx, ny]
      else points.push([nx, ny])
      lastDir = dir
      x = nx
      y = ny
      mark(x, y)
    }
    if (steps < 3) continue
    const path = points.map(([px, py]) => `${px * cell},${py * cell}`).join(' ')
    const roll = random()
    const line = `<polyline points="${path}"/>`
    if (roll < 0.1) green.push(line)
    else if (roll < 0.16) cyan.push(line)
    else dim.push(line)
    const padColor = roll < 0.1 ? '#2df58a' : roll < 0.16 ? '#22d3ee' : '#1f6b52'
    for (const end of [points[0], points[points.length - 1]]) {
      if (!end) continue
      const [px, py] = end
      pads.push(
        `<circle cx="${px * cell}" cy="${py * cell}" r="6" fill="#06130f" stroke="${padColor}" stroke-width="3"/>`,
      )
    }
  }

  const strokes = (lines: string[], color: string, width: number, opacity: number): string =>
    `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round">${lines.join('')}</g>`

  return svg(
    `<defs>` +
      `<radialGradient id="base" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#0a2620"/><stop offset="0.6" stop-color="#061915"/><stop offset="1" stop-color="#020807"/></radialGradient>` +
      `<pattern id="dots" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><circle cx="${cell / 2}" cy="${cell / 2}" r="1.2" fill="#1a4a3c"/></pattern>` +
      `<filter id="glow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter>` +
      `</defs>` +
      `<rect width="100%" height="100%" fill="url(#base)"/><rect width="100%" height="100%" fill="url(#dots)" opacity="0.5"/>` +
      strokes(dim, '#1b5a47', 4, 0.9) +
      `<g filter="url(#glow)">${strokes(green, '#2df58a', 7, 0.55)}${strokes(cyan, '#22d3ee', 7, 0.5)}</g>` +
      strokes(green, '#2df58a', 3, 0.95) +
      strokes(cyan, '#22d3ee', 3, 0.9) +
      chips.join('') +
      pads.join(''),
  )
}

/** Each background: its SVG and how much to blur the rendered picture (0 for none). */
const backgrounds: Record<string, { draw: () => string; blur: number }> = {
  circuit: { draw: circuit, blur: 0 },
  colorful: { draw: colorful, blur: 0 },
  'glass-dark': { draw: glassDark, blur: 90 },
  'glass-light': { draw: glassLight, blur: 90 },
}

/**
 * Adds faint seeded grain to a smooth picture. Without it the encoder shows wide gradients as
 * visible steps and blocks; with it they stay smooth for a few extra kilobytes.
 */
async function addGrain(png: Buffer, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const random = seededRandom(seed)
  for (let i = 0; i < data.length; i += 1) {
    const noise = (random() + random() - 1) * 3
    data[i] = Math.max(0, Math.min(255, Math.round((data[i] ?? 0) + noise)))
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer()
}

async function writeImages(name: string, source: string, blur: number): Promise<void> {
  const dir = `${themesDir}${name}/`
  await mkdir(dir, { recursive: true })
  const rendered = sharp(Buffer.from(source))
  const png =
    blur > 0
      ? await addGrain(await rendered.blur(blur).png().toBuffer(), blur)
      : await rendered.png().toBuffer()
  const background = await sharp(png)
    .webp({ quality: blur > 0 ? 90 : 80, smartSubsample: true, effort: 6 })
    .toBuffer()
  const thumbnail = await sharp(png)
    .resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover', kernel: 'lanczos3' })
    .webp({ quality: 78, effort: 6 })
    .toBuffer()
  await writeFile(`${dir}background.webp`, background)
  await writeFile(`${dir}thumbnail.webp`, thumbnail)
  console.log(
    `${name}: background ${(background.length / 1024).toFixed(1)} KB, thumbnail ${(thumbnail.length / 1024).toFixed(1)} KB`,
  )
}

async function main(): Promise<void> {
  for (const [name, { draw, blur }] of Object.entries(backgrounds))
    await writeImages(name, draw(), blur)
  await copyBaseThemes()
}

await main()
