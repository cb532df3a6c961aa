import type { Page } from '@playwright/test'

/**
 * How many elements the browser restyled while `action` ran (its trace's style passes): a figure
 * that, unlike a time, does not depend on how busy the machine is.
 */
export async function restyledElementsDuring(page: Page, action: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page)
  let elements = 0
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as { name?: string; args?: { elementCount?: number } }[]) {
      if (event.name === 'UpdateLayoutTree') elements += event.args?.elementCount ?? 0
    }
  })
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline',
    transferMode: 'ReportEvents',
  })
  await action()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  await cdp.detach()
  return elements
}
