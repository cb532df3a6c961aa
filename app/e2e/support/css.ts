import type { Page } from '@playwright/test'

/** A custom property as the root element resolves it, trimmed. */
export function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  )
}

/** What the browser makes of a CSS colour (a `var()` included), to compare with computed styles. */
export function computedColor(page: Page, color: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('div')
    probe.style.color = value
    document.body.append(probe)
    const result = getComputedStyle(probe).color
    probe.remove()
    return result
  }, color)
}
