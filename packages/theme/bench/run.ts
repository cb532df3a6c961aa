// Times the whole path a theme takes in the app: JSON text → parseTheme → resolveInheritance →
// compileTheme → compiledThemeToCss. Prints JSON; not part of pass/fail.
import { performance } from 'node:perf_hooks'
import { listBuiltInThemes } from '../src/builtins.ts'
import { compileTheme } from '../src/css.ts'
import { compiledThemeToCss } from '../src/css-text.ts'
import { resolveInheritance } from '../src/inherit.ts'
import type { Theme } from '../src/types.ts'
import { parseTheme, readTheme } from '../src/validate.ts'
import { growthTable, measureGrowth, THEME_SIZES } from './growth.ts'
import { sizedTheme } from './sized-theme.ts'

const ITERATIONS = 500
const WARMUP = 50
const TARGET_MS = 5

const builtIns: Theme[] = listBuiltInThemes().map((entry) => entry.theme)
const findTheme = (name: string) => builtIns.find((theme) => theme.name === name)

function pipeline(text: string): string {
  const theme = parseTheme(text)
  return compiledThemeToCss(compileTheme(resolveInheritance(theme, findTheme)))
}

function measure(text: string) {
  for (let i = 0; i < WARMUP; i++) pipeline(text)
  const samples: number[] = []
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now()
    pipeline(text)
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) =>
    round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0)
  return { bytes: Buffer.byteLength(text), medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) }
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000
}

/** A valid theme of about 50 KB: many tags, long gradients and shadows, every group filled. */
function largeTheme(): Theme {
  const gradient = (i: number) =>
    `linear-gradient(${i}deg, ${Array.from({ length: 12 }, (_, j) => `color-mix(in srgb, var(--theme-color) ${j * 8}%, hsl(${(i * 37 + j * 29) % 360} 80% 50%)) ${j * 8}%`).join(', ')})`
  const shadow = Array.from(
    { length: 8 },
    (_, j) => `0 ${j}px ${j * 2}px -${j}px rgb(0 0 0 / 0.${j + 1})`,
  ).join(', ')
  const state = {
    background: gradient(1),
    color: 'white',
    boxShadow: shadow,
    transform: 'translateY(-1px)',
  }
  const variant = {
    background: gradient(2),
    color: 'white',
    border: '1px solid red',
    boxShadow: shadow,
    hover: state,
    active: state,
  }
  return {
    name: 'large',
    displayName: 'Large',
    schemaVersion: 1,
    inherits: 'light',
    mostLike: 'dark',
    tags: Array.from({ length: 900 }, (_, i) => `generated-tag-number-${i}`),
    backgroundImage: `data:image/png;base64,${'A'.repeat(4000)}`,
    colors: {
      primary: gradient(3),
      secondary: gradient(4),
      accent: gradient(5),
      background: gradient(6),
    },
    shadows: { sm: shadow, md: shadow, lg: shadow, xl: shadow, card: shadow, dropdown: shadow },
    buttons: {
      default: variant,
      destructive: variant,
      ghost: variant,
      link: variant,
      outline: variant,
      secondary: variant,
    },
    tables: {
      background: gradient(7),
      header: { background: gradient(8) },
      row: { background: gradient(9), hover: { background: gradient(10) } },
    },
  }
}

const coldStarted = performance.now()
pipeline(JSON.stringify(builtIns[0] ?? { name: 'x', displayName: 'X', schemaVersion: 1 }))
const firstCallMs = round(performance.now() - coldStarted)

const themes = builtIns.map((theme) => ({ name: theme.name, ...measure(JSON.stringify(theme)) }))
const large = { name: 'generated-large', ...measure(JSON.stringify(largeTheme())) }

// How the engine's stages grow with the number of values in a theme (unknown properties included).
const sizedText = (size: number) => JSON.stringify(sizedTheme(size))
const growth = [
  measureGrowth('import (JSON text to theme, with warnings)', THEME_SIZES, sizedText, readTheme),
  measureGrowth(
    'validation (parsed object)',
    THEME_SIZES,
    (size) => JSON.parse(sizedText(size)) as unknown,
    parseTheme,
  ),
  measureGrowth(
    'compile (inheritance, variables, CSS text)',
    THEME_SIZES,
    (size) => readTheme(sizedText(size)).theme,
    (theme) => compiledThemeToCss(compileTheme(resolveInheritance(theme, findTheme))),
  ),
]

console.log(
  JSON.stringify(
    {
      node: process.version,
      iterations: ITERATIONS,
      pipeline: 'JSON text → parseTheme → resolveInheritance → compileTheme → compiledThemeToCss',
      firstCallMsIncludingSchemaCompile: firstCallMs,
      targetMsPerBuiltIn: TARGET_MS,
      allBuiltInsUnderTarget: themes.every((theme) => theme.medianMs < TARGET_MS),
      themes,
      large,
      growthByThemeValues: growth,
    },
    null,
    2,
  ),
)
console.log(`\nEngine cost by number of theme values\n${growthTable(growth, 'values')}`)
