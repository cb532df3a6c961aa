// The theme fields a design token can fill, by the token's `$type`: a token only ever fills a
// field that holds its kind of value, so a dimension named `border` never becomes the border
// colour. Fields are named as CSS variables (shadcn's names), as everywhere in the formats.
import { isThemeVariableName } from './css-variables.ts'
import {
  SHADCN_CHART_AND_SIDEBAR_TOKENS,
  SHADCN_CORE_COLORS,
  withNamesAfter,
} from './shadcn-tokens.ts'

/** The DTCG `$type` a theme variable takes, or undefined when no token type holds it. */
export function fieldTokenType(name: string): string | undefined {
  if (!isThemeVariableName(name) || TAILWIND_OWN.has(name)) return undefined
  if (name.endsWith('backdrop-filter')) return undefined
  if (name.startsWith('font-')) return 'fontFamily'
  if (name === 'radius' || /^(radius|corner)-/.test(name)) return 'dimension'
  if (SHADOW_PARTS.has(name) || name === 'tracking-normal' || name === 'letter-spacing') {
    return 'dimension'
  }
  if (name === 'shadow-opacity') return 'number'
  if (name === 'shadow-color') return 'color'
  if (name === 'shadow' || name.startsWith('shadow-')) return 'shadow'
  return 'color'
}

/** Tailwind's own variable among shadcn's names: a theme may not set it (see css-variables.ts). */
const TAILWIND_OWN = new Set(['spacing'])

/** Whether a shadcn name is one of Tailwind's own variables, which no token may fill. */
export function isTailwindOwnName(name: string): boolean {
  return TAILWIND_OWN.has(name)
}

/** The parts tweakcn splits its shadow into, each a length. */
const SHADOW_PARTS = new Set([
  'shadow-x',
  'shadow-y',
  'shadow-offset-x',
  'shadow-offset-y',
  'shadow-blur',
  'shadow-spread',
])

/** The fields offered for each token type, in the order a designer looks for them. */
const FIELD_CHOICES: readonly string[] = [
  ...withNamesAfter(SHADCN_CORE_COLORS, {
    destructive: ['destructive-foreground'],
    input: ['input-background'],
    ring: ['theme-color'],
  }),
  ...SHADCN_CHART_AND_SIDEBAR_TOKENS,
  'shadow-color',
  'radius',
  'corner-none',
  'corner-sm',
  'corner-md',
  'corner-xl',
  'corner-full',
  'tracking-normal',
  'shadow-offset-x',
  'shadow-offset-y',
  'shadow-blur',
  'shadow-spread',
  'font-sans',
  'font-serif',
  'font-mono',
  'font-heading',
  'font-body',
  'shadow-2xs',
  'shadow-xs',
  'shadow-sm',
  'shadow',
  'shadow-md',
  'shadow-lg',
  'shadow-xl',
  'shadow-2xl',
  'shadow-inner',
  'shadow-card',
  'shadow-button',
  'shadow-dropdown',
  'shadow-opacity',
]

/** The fields a token of this `$type` can fill (none for a type no field holds). */
export function fieldsForTokenType(type: string | undefined): string[] {
  return type === undefined ? [] : FIELD_CHOICES.filter((name) => fieldTokenType(name) === type)
}

/** A type as a person reads it: `a dimension`, `a colour`, `a font family`. */
export function tokenTypeWords(type: string): string {
  return TYPE_WORDS[type] ?? `a ${type}`
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  color: 'a colour',
  dimension: 'a dimension',
  fontFamily: 'a font family',
  shadow: 'a shadow',
  number: 'a number',
  typography: 'a typography style',
  fontWeight: 'a font weight',
  duration: 'a duration',
  cubicBezier: 'an easing curve',
  border: 'a border',
  gradient: 'a gradient',
  strokeStyle: 'a stroke style',
  transition: 'a transition',
}
