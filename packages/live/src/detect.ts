// Which variables the app's own CSS reads: theme-o-rama's (buttons, tables, corners and effects
// have names shadcn/ui does not use), shadcn/ui's (theme-o-rama shares these names, so they count
// only without the first), or neither. Read from the page's same-origin stylesheets, and failing
// that from the custom properties its <html> resolves.
import type { VariableFamily } from './protocol.ts'

const THEME_O_RAMA_NAMES =
  /--(?:btn-|table-|corner-|theme-has-|switch-|(?:card|popover|input|sidebar)-backdrop)/
const SHADCN_NAMES =
  /--(?:background|foreground|primary|secondary|muted|accent|destructive|card|popover|border|input|ring|radius|chart-|sidebar)\b/
const uses = (names: RegExp) => new RegExp(`var\\(\\s*${names.source}`)
const THEME_O_RAMA_USE = uses(THEME_O_RAMA_NAMES)
const SHADCN_USE = uses(SHADCN_NAMES)

/** Enough for any app's stylesheets; a page with more is judged on this much. */
const MAX_CSS_READ = 2_000_000
/** Names looked up on <html> where a browser does not list custom properties. */
const PROBED_NAMES = ['--btn-default-background', '--table-border', '--background', '--primary']

function family(texts: Iterable<string>, themeORama: RegExp, shadcn: RegExp): VariableFamily {
  let found: VariableFamily = 'none'
  for (const text of texts) {
    if (themeORama.test(text)) return 'theme-o-rama'
    if (shadcn.test(text)) found = 'shadcn'
  }
  return found
}

function* ruleTexts(doc: Document): Generator<string> {
  let read = 0
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue // Another origin's stylesheet cannot be read.
    }
    for (const rule of Array.from(rules)) {
      const text = rule.cssText
      read += text.length
      if (read > MAX_CSS_READ) return
      yield text
    }
  }
}

function* rootVariableNames(doc: Document): Generator<string> {
  const view = doc.defaultView
  if (!view) return
  const computed = view.getComputedStyle(doc.documentElement)
  for (const name of Array.from(computed)) if (name.startsWith('--')) yield name
  for (const name of PROBED_NAMES) if (computed.getPropertyValue(name).trim()) yield name
}

export function detectVariableFamily(doc: Document): VariableFamily {
  const fromSheets = family(ruleTexts(doc), THEME_O_RAMA_USE, SHADCN_USE)
  if (fromSheets !== 'none') return fromSheets
  const anchored = (names: RegExp) => new RegExp(`^${names.source}`)
  return family(rootVariableNames(doc), anchored(THEME_O_RAMA_NAMES), anchored(SHADCN_NAMES))
}
