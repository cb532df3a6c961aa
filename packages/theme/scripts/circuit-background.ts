/**
 * The circuit theme's background: a board whose traces are routed on a grid at 0, 45 and 90
 * degrees around chips, with pads at their ends and a glow on the lit ones. A module of its own
 * because routing is the one drawing here with an algorithm to it.
 */
import { HEIGHT, seededRandom, svg, WIDTH } from './svg-drawing.ts'

/** A circuit board: traces routed on a grid at 0/45/90 degrees, pads, vias and chips. */
export function circuit(): string {
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
