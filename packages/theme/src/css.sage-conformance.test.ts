// @vitest-environment jsdom
//
// Conformance with theme-o-rama 0.2, the version the Sage wallet pins: for every theme below,
// 0.2's published applyTheme runs on a fresh root (it also writes to document.body, as in Sage)
// and what it wrote, on the root and on <body>, is compared with compileTheme(…, { target:
// 'sage' }). A theme that inherits is resolved by 0.2's own loader with 0.2's own bases on the
// oracle's side. The package is the test oracle only; product code never imports it.
import { afterEach, describe, expect, it } from 'vitest'
import { applyTheme } from 'theme-o-rama-0.2'
import { listBuiltInThemes } from './builtins.ts'
import { compileTheme } from './css.ts'
import { type CompiledTheme } from './css-compiled.ts'
import { compiledThemeToCss } from './css-text.ts'
import { cssUrl, cssValueProblem } from './css-values.ts'
import { resolveInheritance } from './inherit.ts'
import { inlineCustomProperties, testDocument, type TestElement } from './test/dom.ts'
import { CORPUS } from './test/corpus/index.ts'
import { BASE_NAMES, grandchildOf, themesInheriting } from './test/inheriting-corpus.ts'
import { resolveWithThemeORama } from './test/theme-o-rama-inheritance.ts'
import type { Theme } from './types.ts'
import { parseTheme, readTheme } from './validate.ts'
import { checkSageCompatibility } from './sage-compatibility.ts'
import { referencedVariables } from './var-references.ts'

/**
 * Where the engine's Sage output deliberately differs from 0.2's applyTheme: the same refusals
 * as for 0.4 (see css.conformance.test.ts, whose 'deliberate deviations' block shows each one),
 * since 0.2 pastes values in just as 0.4 does.
 */
const SAGE_DEVIATIONS = [
  {
    what: '--background-image and the <body> background-image',
    theoRama: 'url(<backgroundImage>) unquoted',
    engine: 'url("<backgroundImage>") escaped',
    reason: 'an unquoted url() breaks on spaces, quotes and parentheses and can end the rule',
  },
  {
    what: 'values missing their closing quote, brackets or parentheses at the end',
    theoRama: 'written verbatim; the browser closes them in the lone inline declaration',
    engine: 'written with the missing closers appended, reported as a warning',
    reason: 'in one stylesheet an open parenthesis would swallow the declarations after it',
  },
  {
    what: 'values with a closer that nothing opened',
    theoRama: 'refused by setProperty, so the variable is not set',
    engine: 'skipped on its own and reported as a warning',
    reason: 'the same outcome, said out loud',
  },
  {
    what: "unsafe values, values that are not strings, keys that are not identifiers, deep var() chains, names with whitespace, keys that would set Tailwind's own variables",
    theoRama:
      'written verbatim (0.2 also turns non-string colours, fonts, corners and shadows into text)',
    engine: 'not written; listed in `rejected`',
    reason:
      'as for 0.4: they could break out of the declaration, crash the page, coerce silently or re-scale the app around the theme',
  },
] as const

const doc = testDocument()

interface Background {
  image: string
  size: string
  position: string
  repeat: string
  attachment: string
}

interface SageApplied {
  variables: Record<string, string>
  rootClasses: string[]
  rootStyles: string | null
  bodyClasses: string[]
  bodyStyles: string | null
  colorScheme: string
  colorSchemePriority: string
  rootBackground: Background
  bodyBackground: Background
}

function backgroundOf(element: TestElement, theme?: Theme): Background {
  const { style } = element
  return {
    // jsdom keeps a quoted url() as written; compare the URL inside it instead.
    image:
      style.backgroundImage && theme?.backgroundImage
        ? cssUrl(theme.backgroundImage).replace(/\\22 /g, '"')
        : style.backgroundImage.replace(/\\22 /g, '"'),
    size: style.backgroundSize,
    position: style.backgroundPosition,
    repeat: style.backgroundRepeat,
    attachment: style.backgroundAttachment,
  }
}

/** 0.2 writes to the page's <body>; each run starts from a clean one. */
function resetBody(): void {
  doc.body.removeAttribute('data-theme-styles')
  doc.body.removeAttribute('style')
  doc.body.removeAttribute('class')
}
afterEach(resetBody)

function oracleVariable(value: string): string | undefined {
  const problem = cssValueProblem(value)
  if (problem?.kind !== 'malformed') return value
  return problem.repaired
}

function applyWithSage(theme: Theme): SageApplied {
  resetBody()
  const root = doc.createElement('div')
  applyTheme(theme, root)
  const variables: Record<string, string> = {}
  for (const [name, value] of Object.entries(inlineCustomProperties(root))) {
    const usable =
      name === '--background-image' && theme.backgroundImage
        ? cssUrl(theme.backgroundImage)
        : oracleVariable(value)
    if (usable !== undefined) variables[name] = usable
  }
  return {
    variables,
    rootClasses: [...root.classList].sort(),
    rootStyles: root.getAttribute('data-theme-styles'),
    bodyClasses: [...doc.body.classList].sort(),
    bodyStyles: doc.body.getAttribute('data-theme-styles'),
    colorScheme: root.style.getPropertyValue('color-scheme'),
    colorSchemePriority: root.style.getPropertyPriority('color-scheme'),
    rootBackground: backgroundOf(root, theme),
    bodyBackground: backgroundOf(doc.body, theme),
  }
}

/** The engine's Sage output, put on a root and a body through the same jsdom style parser. */
function applyWithEngine(compiled: CompiledTheme): SageApplied {
  const root = doc.createElement('div')
  const body = doc.createElement('div')
  const { background } = compiled
  if (background) {
    const painter = background.element === 'body' ? body : root
    painter.style.backgroundImage = background.image
    painter.style.backgroundSize = background.size
    painter.style.backgroundPosition = background.position
    painter.style.backgroundRepeat = background.repeat
    painter.style.backgroundAttachment = background.attachment ?? ''
  }
  const rootClasses = [
    compiled.className,
    ...(compiled.hasBackgroundImage ? ['has-background-image'] : []),
  ]
  return {
    variables: compiled.variables,
    rootClasses: rootClasses.sort(),
    rootStyles: compiled.attributes['data-theme-styles'] ?? null,
    bodyClasses: [...(compiled.bodyClassNames ?? [])].sort(),
    bodyStyles: compiled.bodyAttributes?.['data-theme-styles'] ?? null,
    colorScheme: compiled.colorScheme ?? '',
    colorSchemePriority: compiled.colorSchemeImportant && compiled.colorScheme ? 'important' : '',
    rootBackground: backgroundOf(root),
    bodyBackground: backgroundOf(body),
  }
}

function expectSageConformance(theme: Theme): CompiledTheme {
  const compiled = compileTheme(theme, { target: 'sage' })
  expect(compiled.rejected).toEqual([])
  expect(applyWithEngine(compiled)).toEqual(applyWithSage(theme))
  return compiled
}

const byName = (themes: Theme[]) => (name: string) => themes.find((t) => t.name === name)
const builtIns = listBuiltInThemes().map((entry) => entry.theme)
/** The example themes, which theme-o-rama gets as an app's own themes. */
const examples = builtIns.filter((theme) => !(BASE_NAMES as readonly string[]).includes(theme.name))
const base: Theme = { name: 'edge', displayName: 'Edge', schemaVersion: 1 }

/** `theme` resolved by the engine against its built-ins and by theme-o-rama 0.2 its own way. */
async function expectInheritedSageConformance(
  theme: Theme,
  library: readonly Theme[] = examples,
): Promise<void> {
  const resolved = resolveInheritance(theme, byName([...builtIns, ...library]))
  const compiled = compileTheme(resolved, { target: 'sage' })
  expect(compiled.rejected).toEqual([])
  expect(applyWithEngine(compiled)).toEqual(
    applyWithSage(await resolveWithThemeORama('0.2', theme, library)),
  )
}

describe("compileTheme(…, { target: 'sage' }) matches theme-o-rama 0.2 applyTheme", () => {
  it.each(builtIns.map((theme) => [theme.name, theme] as const))(
    'built-in %s',
    async (_n, theme) => {
      await expectInheritedSageConformance(parseTheme(theme))
    },
  )

  describe.each(BASE_NAMES)('themes inheriting %s, resolved by 0.2', (baseName) => {
    const children = themesInheriting(baseName)

    it.each(children.map((theme) => [theme.name, theme] as const))('%s', async (_name, theme) => {
      await expectInheritedSageConformance(parseTheme(theme), [])
    })

    it('a theme inheriting one of them', async () => {
      const parent = children.find((theme) => theme.name.endsWith('-gradients')) as Theme
      await expectInheritedSageConformance(grandchildOf(parent), [parent])
    })
  })

  it.each(CORPUS.map(({ file, what, theme }) => [file, what, theme] as const))(
    'corpus %s (%s)',
    async (_file, _what, document) => {
      const { theme } = readTheme(document)
      const resolved = resolveInheritance(theme, byName(builtIns))
      const compiled = compileTheme(resolved, { target: 'sage' })
      expect(applyWithEngine(compiled)).toEqual(
        applyWithSage(await resolveWithThemeORama('0.2', theme, examples)),
      )
    },
  )

  it('a light theme gets color-scheme dark !important; a dark one light', () => {
    expect(expectSageConformance({ ...base, mostLike: 'light' })).toMatchObject({
      colorScheme: 'dark',
      colorSchemeImportant: true,
    })
    expect(expectSageConformance({ ...base, mostLike: 'dark' }).colorScheme).toBe('light')
  })

  it('a theme without mostLike gets no color-scheme at all', () => {
    expect(expectSageConformance(base).colorScheme).toBeUndefined()
  })

  it('the button style goes to data-theme-styles on the root and on <body>', () => {
    const compiled = expectSageConformance({ ...base, buttonStyle: 'pixel-art' })
    expect(compiled.attributes).toEqual({ 'data-theme-styles': 'pixel-art' })
    expect(compiled.bodyAttributes).toEqual({ 'data-theme-styles': 'pixel-art' })
  })

  it('no Tailwind 4 aliases; font, corner and shadow keys are not kebab-cased', () => {
    const compiled = expectSageConformance({
      ...base,
      colors: { primaryForeground: 'white' },
      fonts: { sans: 'Inter', bodyText: 'Georgia' },
      corners: { lg: '8px' },
      shadows: { md: 'none' },
    } as Theme)
    expect(compiled.variables).toMatchObject({
      '--primary-foreground': 'white',
      '--font-bodyText': 'Georgia',
      '--corner-lg': '8px',
    })
    const aliases = Object.keys(compiled.variables).filter((name) =>
      /^--(color|radius|font-family)-/.test(name),
    )
    expect(aliases).toEqual([])
  })

  it('the background image is painted on <body>, not fixed, and both get has-background-image', () => {
    const compiled = expectSageConformance({
      ...base,
      backgroundImage: 'https://example.com/bg.png',
      backgroundSize: 'contain',
    })
    expect(compiled.background).toMatchObject({ element: 'body', size: 'contain' })
    expect(compiled.background?.attachment).toBeUndefined()
    expect(compiled.bodyClassNames).toEqual(['has-background-image'])
  })
})

describe("the Sage check's variable names, as 0.2 writes them", () => {
  /** The var() names that 0.2's own output refers to but does not write. */
  function unwrittenBySage(theme: Theme): string[] {
    const { variables } = applyWithSage(theme)
    const referenced = Object.values(variables).flatMap(referencedVariables)
    return [...new Set(referenced.filter((name) => !(name in variables)))].sort()
  }

  it('names exactly the aliases 0.2 leaves empty, and its fix fills every one', () => {
    const theme = {
      ...base,
      colors: {
        primary: 'red',
        primaryForeground: 'white',
        card: 'var(--color-primary-foreground)',
        popover: 'var(--color-muted, var(--primary))',
      },
      fonts: { sans: 'Inter', heading: 'var(--font-family-sans)' },
      corners: { lg: '8px', md: 'var(--radius-lg)' },
      shadows: { md: '0 1px 2px var(--color-primary)' },
    } as Theme
    const dangling = unwrittenBySage(theme)
    expect(dangling).toEqual([
      '--color-muted',
      '--color-primary',
      '--color-primary-foreground',
      '--font-family-sans',
      '--radius-lg',
    ])
    const finding = checkSageCompatibility(theme).find((f) => f.id === 'variables')
    for (const name of dangling) expect(finding?.message).toContain(name)
    const fixed = finding?.fix?.apply(theme) as Theme
    // --muted is a name 0.2 would write, had the theme a muted colour: the fallback still works.
    expect(unwrittenBySage(fixed)).toEqual(['--muted'])
    expect(checkSageCompatibility(fixed).map((f) => f.id)).not.toContain('variables')
  })
})

describe('deliberate deviations from 0.2', () => {
  it('documents each deviation with a reason', () => {
    for (const row of SAGE_DEVIATIONS) {
      expect(row.reason.length).toBeGreaterThan(10)
      expect(row.engine).not.toBe(row.theoRama)
    }
  })

  it('non-string values: 0.2 writes a number as text, the engine refuses it', () => {
    const theme = { ...base, corners: { lg: 8 } } as unknown as Theme
    expect(applyWithSage(theme).variables).toHaveProperty('--corner-lg', '8')
    const compiled = compileTheme(theme, { target: 'sage' })
    expect(compiled.variables).not.toHaveProperty('--corner-lg')
    expect(compiled.rejected.map((r) => r.path)).toEqual(['/corners/lg'])
  })
})

describe('compiledThemeToCss for Sage', () => {
  it('writes color-scheme with !important and the background in a body rule', () => {
    const css = compiledThemeToCss(
      compileTheme({ ...base, mostLike: 'light', backgroundImage: 'a.png' }, { target: 'sage' }),
    )
    expect(css).toContain(':root {\n  color-scheme: dark !important;\n')
    expect(css).toMatch(/\nbody \{\n {2}background-image: url\("a\.png"\);\n/)
    expect(css).not.toContain('background-attachment')
  })

  it('keeps a scoped preview in its own rule', () => {
    const css = compiledThemeToCss(
      compileTheme({ ...base, backgroundImage: 'a.png' }, { target: 'sage' }),
      '.preview',
    )
    expect(css.match(/\{/g)).toHaveLength(1)
    expect(css).not.toContain('color-scheme')
  })
})
