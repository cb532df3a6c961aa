import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The current theme's destructive colour as axe reports colours (#rrggbb). */
function destructiveHex(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--color-destructive)'
    document.body.append(probe)
    const channels = getComputedStyle(probe).color.match(/\d+(\.\d+)?/g) ?? []
    probe.remove()
    return `#${channels
      .slice(0, 3)
      .map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0'))
      .join('')}`
  })
}

/**
 * Serious and critical accessibility violations, summarised for a readable failure. `scope`
 * limits the scan to an open modal layer (the page behind it is inert and aria-hidden).
 *
 * Two exemptions for contrast, both outside what WCAG 1.4.3 asks of the components:
 * - text painted with the theme's own destructive colour: the pages preview the theme as designed,
 *   and the default palette's destructive pair is below 4.5:1 by the theme's choice (white on red);
 * - text inside UI marked `data-inactive` (dimmed because it cannot be used right now, such as the
 *   editors while an example theme is shown): inactive components are exempt from 1.4.3.
 */
export async function seriousViolations(page: Page, scope?: string) {
  // axe reads colours from what is painted, at once; parts of a page the browser leaves unpainted
  // until they scroll into view (content-visibility: auto) have nothing painted yet, so they are
  // painted for the scan as they would be when seen.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const axe = new AxeBuilder({ page })
  if (scope) axe.include(scope)
  const [results, destructive] = await Promise.all([axe.analyze(), destructiveHex(page)])
  const inactive = new Set(
    await page.evaluate(
      (selectors) =>
        selectors.filter((selector) =>
          document.querySelector(selector)?.closest('[data-inactive]'),
        ),
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      ),
    ),
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes
        .filter((node) => {
          if (violation.id !== 'color-contrast') return true
          if (inactive.has(node.target.join(' '))) return false
          const colours = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined
          return colours?.fgColor !== destructive && colours?.bgColor !== destructive
        })
        .map((node) => node.target.join(' ')),
    }))
    .filter((violation) => violation.targets.length > 0)
}
