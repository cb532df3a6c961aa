// Numbers in CSS values. A browser clamps `rgb(1e999 0 0)` or `oklch(1e308 1e308 1e308)` and
// paints a colour, but colour maths on such numbers gives Infinity and NaN, which exports would
// write out (`#NaNNaNNaN`, `oklch(1 Infinity Infinity)`) and design-token tools refuse. Such
// numbers, and CSS's `NaN` and `infinity` keywords, are refused in every value.

/**
 * Numbers in colours are at most this large either way. No colour needs more (channels go to
 * 255, hues wrap at 360), and within it every colour conversion stays finite.
 */
export const MAX_COLOR_NUMBER = 1_000_000

/** Functions whose arguments are colour channels (a nested calc() counts as inside them). */
const COLOR_FUNCTIONS: ReadonlySet<string> = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'device-cmyk',
])

/** Values without an exponent, a long number or these words hold nothing to refuse. */
const WORTH_SCANNING = /\de|nan|inf|\d{7}/i

/*
 * Quoted text (a font may be called "Infinity") and hashes (#1e1e1e is a colour) are passed over
 * whole; then a number with its exponent, a name (with the `(` that makes it a function), or a
 * bracket. A number is tried before a name, so `1e5px` is the number 1e5 and a unit.
 */
const TOKEN =
  /"[^"]*"?|'[^']*'?|#[\w-]*|([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)|(--[\w-]*|-?[a-z_][\w-]*)(\(?)|([()])/gi

const NOT_FINITE_WORDS: ReadonlySet<string> = new Set(['nan', 'infinity', '-infinity'])

/** Why the numbers in a CSS value cannot be used, or undefined when they can. */
export function numberProblem(value: string): string | undefined {
  if (!WORTH_SCANNING.test(value)) return undefined
  // For each open bracket: whether it is, or is inside, a colour function.
  const inColor: boolean[] = []
  for (const [, number, name, opens, bracket] of value.matchAll(TOKEN)) {
    const colorContext = inColor.at(-1) ?? false
    if (number !== undefined) {
      const amount = Number(number)
      if (!Number.isFinite(amount)) return `${number} is too large to be a number`
      if (colorContext && Math.abs(amount) > MAX_COLOR_NUMBER) {
        return `The number ${number} is out of range for a colour: at most ${MAX_COLOR_NUMBER} either way`
      }
    } else if (name !== undefined) {
      if (opens) inColor.push(colorContext || COLOR_FUNCTIONS.has(name.toLowerCase()))
      else if (NOT_FINITE_WORDS.has(name.toLowerCase())) {
        return `${name} is not a finite number; write a number instead`
      }
    } else if (bracket === '(') inColor.push(colorContext)
    else if (bracket === ')') inColor.pop()
  }
  return undefined
}
