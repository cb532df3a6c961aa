/**
 * The soft backgrounds: the glass themes' blurred colour discs (dark and light) and the colorful
 * theme's bright gradient with bubbles, rings, waves and confetti. Apart from the circuit board
 * (circuit-background.ts), which is drawn by routing traces rather than placing shapes.
 */
import { blobs, discs, HEIGHT, seededRandom, svg, WIDTH } from './svg-drawing.ts'

export const glassDark = (): string =>
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

export const glassLight = (): string =>
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

export function colorful(): string {
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
