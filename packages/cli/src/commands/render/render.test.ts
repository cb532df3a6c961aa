import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCssColor } from '@theme-a-roo/theme'
import { describe, expect, it } from 'vitest'
import { pixelsOf, pngHeader, pngSize } from '../../test/png.ts'
import { folderWith, runCli } from '../../test/run-cli.ts'
import { GOOD_THEME, NOT_A_THEME, SHADCN_V4_CSS } from '../../test/themes.ts'

/** A theme whose page background is a colour no base theme has: rgb(14, 116, 144). */
const teal = (extra: Record<string, unknown> = {}) => {
  const theme = JSON.parse(GOOD_THEME) as { colors: Record<string, string> }
  return JSON.stringify({ ...theme, colors: { ...theme.colors, background: '#0e7490' }, ...extra })
}

/** A 2x2 PNG all of one colour, drawn by resvg from an SVG. */
const ORANGE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP838DwnwEI4AwAN4EE/+2M5HsAAAAASUVORK5CYII='

const folder = folderWith({
  'embedded.json': teal({ backgroundImage: ORANGE_PNG }),
  'web.json': teal({ backgroundImage: 'https://example.com/harbour.png' }),
  'beside.json': teal({ backgroundImage: 'orange.png' }),
  'damaged.json': teal({ backgroundImage: 'data:image/png;base64,AAAA' }),
  // A decompression bomb's header: 14 GB of pixels, were they decoded.
  'bomb.json': teal({
    backgroundImage: `data:image/png;base64,${pngHeader(60000, 60000).toString('base64')}`,
  }),
  'bomb-beside.json': teal({ backgroundImage: 'bomb.png' }),
  'globals.css': SHADCN_V4_CSS,
  'notes.txt': NOT_A_THEME,
})

writeFileSync(join(folder, 'orange.png'), Buffer.from(ORANGE_PNG.split(',')[1] ?? '', 'base64'))
writeFileSync(join(folder, 'bomb.png'), pngHeader(60000, 60000))

/** Renders `file` and reads back the PNG. */
function render(file: string, ...flags: string[]) {
  const run = runCli(['render', file, '-o', 'card.png', ...flags], folder)
  expect(run.status, run.stderr).toBe(0)
  const png = readFileSync(join(folder, 'card.png'))
  return { run, png, pixel: pixelsOf(png) }
}

// Between the swatches and the sample card, in the PNG's pixels: only the card's surface there.
const SURFACE: [number, number] = [320, 340]

const near = (actual: number[], expected: number[]) =>
  actual.forEach((channel, index) =>
    expect(Math.abs(channel - (expected[index] ?? 0))).toBeLessThanOrEqual(1),
  )

describe('theme-a-roo render', () => {
  it("draws the 320x320 card at scale 2 with the theme's background, and fetches no web image", () => {
    const { run, png, pixel } = render('web.json')
    expect(pngSize(png)).toEqual({ width: 640, height: 640 })
    near(pixel(...SURFACE), [14, 116, 144, 255])
    // Outside the rounded corner the PNG stays transparent, as the wizard's does.
    expect(pixel(0, 0)[3]).toBe(0)
    expect(run.stderr).toMatch(/note: The background image was not drawn: render fetches nothing/)
  })

  it('draws an embedded background image, or one beside the theme, under the content', () => {
    near(render('embedded.json').pixel(...SURFACE), [255, 128, 0, 255])
    near(render('beside.json').pixel(...SURFACE), [255, 128, 0, 255])
  })

  it('draws the card without an image it cannot decode, and says so', () => {
    const { run, pixel } = render('damaged.json')
    expect(run.stderr).toMatch(
      /note: The background image was not drawn: the renderer cannot decode it/,
    )
    near(pixel(...SURFACE), [14, 116, 144, 255])
  })

  it('refuses a background image past the decode limits, embedded or beside, and draws nothing', () => {
    for (const file of ['bomb.json', 'bomb-beside.json']) {
      const run = runCli(['render', file, '-o', `${file}.png`], folder)
      expect(run.stderr).toContain(
        `${file}: The background image is too large: 60000 x 60000 pixels (3600 megapixels). ` +
          'Images may have at most 200 megapixels and 32767 pixels a side.',
      )
      expect(run.status).toBe(2)
      expect(existsSync(join(folder, `${file}.png`))).toBe(false)
    }
  })

  it('draws the mode --mode picks from a two-mode file', () => {
    const dark = parseCssColor('oklch(0.145 0 0)')!
    near(render('globals.css', '--mode', 'dark').pixel(...SURFACE), [dark.r, dark.g, dark.b, 255])
  })

  it('exits 2 for a file that gives no theme', () => {
    expect(runCli(['render', 'notes.txt', '-o', 'x.png'], folder).status).toBe(2)
  })
})
