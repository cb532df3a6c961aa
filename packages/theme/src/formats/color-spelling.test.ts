import { describe, expect, it } from 'vitest'
import { hslFromTriplet, spellColor, srgbOf, type ColorSpelling } from './color-spelling.ts'

const SPELLINGS: ColorSpelling[] = ['oklch', 'hex', 'hsl', 'rgb', 'hsl-triplet']

/** A small seeded generator, so a failure names a colour that fails again. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

const hex2 = (value: number) => value.toString(16).padStart(2, '0')

/** Every 17th level of each channel (a grid through the whole cube) and 3,000 random colours. */
function sampleHexColors(): string[] {
  const levels = Array.from({ length: 16 }, (_, i) => i * 17)
  const grid = levels.flatMap((r) =>
    levels.flatMap((g) => levels.map((b) => `#${hex2(r)}${hex2(g)}${hex2(b)}`)),
  )
  const next = random(7)
  const scattered = Array.from({ length: 3000 }, () => {
    const channel = () => hex2(Math.floor(next() * 256))
    return `#${channel()}${channel()}${channel()}`
  })
  return [...grid, ...scattered]
}

const eightBit = (value: string) => {
  const rgb = srgbOf(value)
  return rgb && [rgb.r, rgb.g, rgb.b, Math.round((rgb.alpha ?? 1) * 255)]
}

// Thousands of colours: room for a busy test machine.
describe('spellColor', { timeout: 30_000 }, () => {
  it('reads back every sampled 8-bit colour exactly, in every spelling', () => {
    const colors = sampleHexColors()
    for (const spelling of SPELLINGS) {
      const misses = colors.filter((color) => {
        const text = spellColor(color, spelling)?.text ?? ''
        return JSON.stringify(eightBit(text)) !== JSON.stringify(eightBit(color))
      })
      expect(misses, spelling).toEqual([])
    }
  })

  it('takes hex to oklch and back to the same hex', () => {
    for (const color of sampleHexColors()) {
      const oklch = spellColor(color, 'oklch')?.text ?? ''
      expect(spellColor(oklch, 'hex')?.text).toBe(color)
    }
  })

  it('keeps colours given with decimals on the same 8-bit colour', () => {
    const next = random(11)
    for (let i = 0; i < 2000; i++) {
      const source = `hsl(${(next() * 360).toFixed(3)} ${(next() * 100).toFixed(3)}% ${(next() * 100).toFixed(3)}%)`
      for (const spelling of SPELLINGS) {
        const text = spellColor(source, spelling)?.text ?? ''
        expect(eightBit(text), `${source} as ${spelling}: ${text}`).toEqual(eightBit(source))
      }
    }
  })

  it('writes tidy values and keeps alpha', () => {
    expect(spellColor('#ff0000', 'oklch')?.text).toBe('oklch(0.628 0.2577 29.23)')
    expect(spellColor('oklch(0.7 0.1 150)', 'oklch')?.text).toBe('oklch(0.7 0.1 150)')
    expect(spellColor('#808080', 'hsl')?.text).toBe('hsl(0 0% 50.2%)')
    expect(spellColor('rgba(255, 255, 255, 0.12)', 'rgb')?.text).toBe('rgb(255 255 255 / 0.12)')
    expect(spellColor('rgba(255, 255, 255, 0.12)', 'hex')?.text).toBe('#ffffff1f')
    expect(spellColor('hsl(200 30% 12% / 0.6)', 'oklch')?.text).toMatch(/ \/ 0\.6\)$/)
    expect(spellColor('hsl(221.2 83.2% 53.3% / 0.5)', 'hsl-triplet')?.text).toBe(
      '221.2 83.2% 53.3% / 0.5',
    )
    expect(spellColor('rebeccapurple', 'hex')?.text).toBe('#663399')
  })

  it('writes white and black without hue or saturation, as shadcn v3 themes do', () => {
    // oklch(1 0 0) lies a hair outside sRGB: its hue and saturation are rounding noise.
    for (const white of ['oklch(1 0 0)', '#ffffff', 'hsl(0 0% 100%)']) {
      expect(spellColor(white, 'hsl-triplet')?.text, white).toBe('0 0% 100%')
      expect(spellColor(white, 'hsl')?.text, white).toBe('hsl(0 0% 100%)')
    }
    expect(spellColor('oklch(0 0 0)', 'hsl-triplet')?.text).toBe('0 0% 0%')
    expect(spellColor('oklch(0.985 0 0)', 'hsl-triplet')?.text).toBe('0 0% 98%')
  })

  it('brings colours beyond sRGB into range for every spelling but oklch, and says so', () => {
    const wide = 'oklch(0.7 0.35 150)'
    expect(spellColor(wide, 'oklch')).toEqual({ text: wide, gamutMapped: false })
    for (const spelling of ['hex', 'hsl', 'rgb', 'hsl-triplet'] as const) {
      const spelled = spellColor(wide, spelling)
      expect(spelled?.gamutMapped, spelling).toBe(true)
      // The mapped colour keeps the hue: a strong green, not a clipped neon.
      const rgb = srgbOf(spelled?.text ?? '')
      expect(rgb && rgb.g > rgb.r && rgb.g > rgb.b, spelling).toBe(true)
    }
    expect(spellColor('#123456', 'hex')?.gamutMapped).toBe(false)
  })

  it('leaves values that are not colours alone', () => {
    for (const value of ['blur(20px)', 'var(--primary)', '0.5rem', 'Inter, sans-serif', 'none']) {
      expect(spellColor(value, 'oklch'), value).toBeUndefined()
    }
  })
})

describe('hslFromTriplet', () => {
  it('turns shadcn v3 triplets into hsl() and leaves other values alone', () => {
    expect(hslFromTriplet('221.2 83.2% 53.3%')).toBe('hsl(221.2 83.2% 53.3%)')
    expect(hslFromTriplet(' 0 0% 100% / 50% ')).toBe('hsl(0 0% 100% / 50%)')
    expect(hslFromTriplet('240deg 5% 10%')).toBe('hsl(240 5% 10%)')
    expect(hslFromTriplet('0 0% 100%; x')).toBeUndefined()
    expect(hslFromTriplet('1px 2px 3px')).toBeUndefined()
    expect(hslFromTriplet('oklch(0.5 0.1 20)')).toBeUndefined()
  })
})
