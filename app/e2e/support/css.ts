import type { Page } from '@playwright/test'

/** A custom property as the root element resolves it, trimmed. */
export function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  )
}

/** What the browser makes of `value` for `property` (a `var()` included), as computed styles give it. */
export function computedValue(page: Page, property: string, value: string): Promise<string> {
  return page.evaluate(
    ([name, text]) => {
      const probe = document.createElement('div')
      probe.style.setProperty(name, text)
      document.body.append(probe)
      const result = getComputedStyle(probe).getPropertyValue(name)
      probe.remove()
      return result
    },
    [property, value] as const,
  )
}

/** What the browser makes of a CSS colour (a `var()` included), to compare with computed styles. */
export function computedColor(page: Page, color: string): Promise<string> {
  return computedValue(page, 'color', color)
}
