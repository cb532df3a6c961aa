// Proof with the real tools: Tailwind v4's own compiler builds the exported CSS (with the real
// tailwindcss/index.css) for the utilities a shadcn/ui component uses, and Chromium computes what
// they resolve to. Each is compared with what Chromium computes for the theme's own values, so
// neither the exporter nor a hand-written var() resolver decides the result.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type Browser } from 'playwright-core'
import { compile } from 'tailwindcss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { comparable } from '../test/format-round-trip.ts'
import { ALL_RESOLVED, MODE_PAIRS, RESOLVED_TRAVEL, resolveTheme } from '../test/resolved-themes.ts'
import { TRAVEL_CSS } from '../test/travel-corpus/index.ts'
import type { Theme } from '../types.ts'
import { themeToVariables } from './css-variables.ts'
import { exportShadcnCss, readShadcnCss } from './shadcn-css.ts'
import type { ColorFormat, ThemeModes } from './types.ts'

const UTILITIES = 'bg-primary text-primary-foreground rounded-lg shadow-md font-sans'

const tailwindIndex = createRequire(import.meta.url).resolve('tailwindcss/index.css')
const tailwindIndexCss = readFileSync(tailwindIndex, 'utf8')

/** What Tailwind v4 generates for the exported CSS, as a project's `@import "tailwindcss"` does. */
async function buildWithTailwind(exported: string): Promise<string> {
  const compiler = await compile(`@import "tailwindcss";\n${exported}`, {
    base: '/',
    loadStylesheet: (id, base) => {
      if (id !== 'tailwindcss') throw new Error(`Unexpected import ${id}`)
      return Promise.resolve({ path: tailwindIndex, base, content: tailwindIndexCss })
    },
  })
  return compiler.build(UTILITIES.split(' '))
}

interface Case {
  label: string
  css: string
  dark: boolean
  theme: Theme
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Each utility's property and the theme variable it should take its value from. */
const CHECKS = [
  ['background', 'background-color', 'primary'],
  ['color', 'color', 'primary-foreground'],
  ['radius', 'border-radius', 'radius'],
  ['shadow', 'box-shadow', 'shadow-md'],
  ['font', 'font-family', 'font-sans'],
] as const

type Check = (typeof CHECKS)[number][0]
type Computed = Record<Check, string>

/** The theme's own values for the checks, where the theme has them. */
function ownValues(theme: Theme): Map<Check, string> {
  const values = new Map(themeToVariables(theme).map(({ name, value }) => [name, value]))
  const own = new Map<Check, string>()
  for (const [check, , variable] of CHECKS) {
    const value = values.get(variable)
    if (value !== undefined) own.set(check, value)
  }
  return own
}

/** A document with an element using the utilities and one styled with the theme's own values. */
function frameDocument({ css, dark, theme }: Case): string {
  const own = ownValues(theme)
  const style = CHECKS.filter(([check]) => own.has(check))
    .map(([check, property]) => `${property}: ${own.get(check)}`)
    .join('; ')
  return `<!doctype html><html class="${dark ? 'dark' : ''}"><head><style>${css}</style></head><body>
<div id="utilities" class="${UTILITIES}">Aa</div><div id="own" style="${escapeHtml(style)}">Aa</div>
</body></html>`
}

/** Run in the page (the engine is typed without the DOM, so it is passed as text). */
const COMPUTED_STYLES = `(() => {
  const read = (id) => {
    const style = getComputedStyle(document.getElementById(id))
    return {
      background: style.backgroundColor,
      color: style.color,
      radius: style.borderTopLeftRadius,
      shadow: style.boxShadow,
      font: style.fontFamily,
    }
  }
  return { utilities: read('utilities'), own: read('own') }
})()`

/** Every exported file to prove: each theme alone, both modes together, each colour format. */
function exportsToProve(): (Omit<Case, 'css'> & { exported: string })[] {
  const cases: (Omit<Case, 'css'> & { exported: string })[] = []
  const add = (label: string, modes: ThemeModes, colorFormat: ColorFormat = 'oklch') => {
    const exported = exportShadcnCss(modes, { displayName: label, tailwind: 4, colorFormat }).text
    const both = modes.light !== undefined && modes.dark !== undefined
    for (const mode of ['light', 'dark'] as const) {
      const theme = modes[mode]
      if (theme)
        cases.push({ label: `${label} ${mode}`, exported, dark: both && mode === 'dark', theme })
    }
  }
  for (const { label, theme } of ALL_RESOLVED) add(label, { [theme.mostLike ?? 'light']: theme })
  for (const { label, light, dark } of MODE_PAIRS) add(label, { light, dark })
  for (const colorFormat of ['hex', 'hsl', 'rgb'] as const) {
    for (const { label, theme } of RESOLVED_TRAVEL) {
      add(`${label} ${colorFormat}`, { [theme.mostLike ?? 'light']: theme }, colorFormat)
    }
  }
  for (const { file, text } of TRAVEL_CSS) {
    const { light, dark } = readShadcnCss(text).modes
    add(file, { light: light && resolveTheme(light), dark: dark && resolveTheme(dark) })
  }
  return cases
}

describe('Tailwind v4 utilities on the exported CSS, as Chromium computes them', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    })
  })
  afterAll(() => browser?.close())

  it('resolve bg-primary, text-primary-foreground, rounded-lg, shadow-md and font-sans to the theme', async () => {
    const started = performance.now()
    const built = new Map<string, Promise<string>>()
    const cases: Case[] = []
    for (const { exported, ...rest } of exportsToProve()) {
      if (!built.has(exported)) built.set(exported, buildWithTailwind(exported))
      cases.push({ ...rest, css: await (built.get(exported) as Promise<string>) })
    }
    const compiled = performance.now()
    const page = await browser.newPage()
    const frames = cases
      .map(
        (entry, index) =>
          `<iframe name="f${index}" srcdoc="${escapeHtml(frameDocument(entry))}"></iframe>`,
      )
      .join('')
    await page.setContent(`<!doctype html><body>${frames}</body>`, { waitUntil: 'load' })
    for (const [index, entry] of cases.entries()) {
      const frame = page.frame({ name: `f${index}` })
      const { utilities, own } = await (frame ?? page).evaluate<{
        utilities: Computed
        own: Computed
      }>(COMPUTED_STYLES)
      const checked = ownValues(entry.theme)
      // Every theme has a primary colour and a shadow; a missing one would make the check empty.
      expect([...checked.keys()], entry.label).toEqual(
        expect.arrayContaining(['background', 'shadow']),
      )
      for (const check of checked.keys()) {
        const label = `${entry.label}: ${check}`
        if (check === 'shadow') {
          // Tailwind stacks its (transparent) ring and inset layers before the theme's shadow.
          expect(own.shadow, label).not.toBe('none')
          expect(utilities.shadow.endsWith(own.shadow), label).toBe(true)
        } else if (check === 'background' || check === 'color') {
          expect(comparable(utilities[check]), label).toBe(comparable(own[check]))
        } else {
          expect(utilities[check], label).toBe(own[check])
        }
      }
    }
    await page.close()
    console.info(
      `Tailwind + Chromium proof: ${cases.length} documents from ${built.size} exports: Tailwind ${Math.round(compiled - started)} ms, Chromium ${Math.round(performance.now() - compiled)} ms`,
    )
  }, 60_000)
})
