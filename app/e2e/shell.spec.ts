import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { DESKTOP, expect, MOBILE, pageHeading, ROUTE_TITLES, test } from './support/fixtures'

test.describe('routes', () => {
  test.use({ viewport: DESKTOP })

  for (const [path, title] of ROUTE_TITLES) {
    test(`${path} shows "${title}" on a direct load and after reload`, async ({ page }) => {
      await page.goto(path)
      await expect(pageHeading(page)).toHaveText(title)
      await expect(page).toHaveTitle(`${title} · Theme-a-roo`)
      await page.reload()
      await expect(pageHeading(page)).toHaveText(title)
    })
  }

  test('an unknown path shows a not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(pageHeading(page)).toHaveText('Page not found')
    await expect(page.getByText('/no-such-page')).toBeVisible()
    await page.getByRole('link', { name: 'Go to Themes' }).click()
    await expect(page).toHaveURL('/')
    await expect(pageHeading(page)).toHaveText('Themes')
  })

  test('a nested path gets a Back button that goes back one step', async ({ page }) => {
    await page.goto('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await page.evaluate(() => {
      history.pushState(null, '', '/tables/extra')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(pageHeading(page)).toHaveText('Page not found')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
  })
})

/*
 * Moves the pointer in small steps, as a hand does. Radix tooltips keep a grace area between a
 * trigger and its tooltip, which a single jump of the pointer never leaves.
 */
async function glideTo(page: Page, target: Locator) {
  // The sidebar's entries are mounted anew once when the tooltips arrive: ask again if caught then.
  let box = await target.boundingBox()
  if (!box) {
    await expect(target).toBeVisible()
    box = await target.boundingBox()
  }
  if (!box) throw new Error('target is not visible')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 40 })
}

test.describe('page loading', () => {
  test.use({ viewport: DESKTOP })

  test('the shell shows a spinner while a page loads on a direct visit', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/TablesPage-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/tables')
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    release()
    await expect(pageHeading(page)).toHaveText('Tables')
  })

  test('a direct visit to a page with its own code paints it whole, with no loading state first', async ({
    page,
  }) => {
    // Records whether the loading state ever entered the page, even for a frame.
    await page.addInitScript(() => {
      const seen = window as unknown as { loadingStateSeen?: boolean }
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading page…')) seen.loadingStateSeen = true
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/designer')
    await expect(pageHeading(page)).toHaveText('Designer')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(
      await page.evaluate(() => (window as { loadingStateSeen?: boolean }).loadingStateSeen),
    ).toBeUndefined()
  })

  test('a page whose code cannot load shows a friendly message inside the shell', async ({
    page,
  }) => {
    await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => route.abort())
    await page.goto('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click()
    await expect(pageHeading(page)).toHaveText('Something went wrong')
    await expect(page.getByText('This page could not be loaded.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()

    await page.getByRole('link', { name: 'Go to Themes' }).click()
    await expect(pageHeading(page)).toHaveText('Themes')
  })
})

test.describe('desktop sidebar', () => {
  test.use({ viewport: DESKTOP })

  test('lists the pages in order and marks the current one', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link')).toHaveText([
      'Themes',
      'JSON Editor',
      'Designer',
      'Background',
      'Components',
      'Tables',
      'Dialogs',
      'About',
    ])
    await expect(nav.getByRole('link', { name: 'Themes' })).toHaveAttribute('aria-current', 'page')

    await nav.getByRole('link', { name: 'Tables' }).click()
    await expect(page).toHaveURL('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
    await expect(nav.getByRole('link', { name: 'Tables' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })

  test('shows the product name and a theme icon', async ({ page }) => {
    await page.goto('/')
    const sidebar = page.locator('#app-sidebar')
    await expect(sidebar.getByText('Theme-a-roo')).toBeVisible()
    await expect(sidebar.locator('svg[data-variant]')).toBeVisible()
  })

  test('collapses to 60px, stays collapsed after reload without a flash, and expands again', async ({
    page,
  }) => {
    // Records the sidebar's width the moment it first appears, before any later correction.
    await page.addInitScript(() => {
      const record = () => {
        const aside = document.getElementById('app-sidebar')
        if (!aside) return false
        ;(window as unknown as { firstSidebarWidth: number }).firstSidebarWidth =
          aside.getBoundingClientRect().width
        return true
      }
      new MutationObserver((_, observer) => {
        if (record()) observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/components')
    const sidebar = page.locator('#app-sidebar')
    await expect(sidebar).toHaveCSS('width', '250px')

    const collapse = page.getByRole('button', { name: 'Collapse sidebar' })
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    await collapse.click()
    await expect(sidebar).toHaveCSS('width', '60px')
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true')

    await page.reload()
    await expect(pageHeading(page)).toHaveText('Components')
    await expect(sidebar).toHaveCSS('width', '60px')
    expect(
      await page.evaluate(
        () => (window as unknown as { firstSidebarWidth: number }).firstSidebarWidth,
      ),
    ).toBe(60)

    const expand = page.getByRole('button', { name: 'Expand sidebar' })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expand.click()
    await expect(sidebar).toHaveCSS('width', '250px')
    await page.reload()
    await expect(sidebar).toHaveCSS('width', '250px')
  })

  test('animates only the width, over 0.45 s', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/')
    const sidebar = page.locator('#app-sidebar')
    await expect(sidebar).toHaveCSS('transition-property', 'width')
    await expect(sidebar).toHaveCSS('transition-duration', '0.45s')
  })

  test('collapsed icons show their label in a tooltip on hover', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })

    // Expanded: the label is visible, so no tooltip.
    await glideTo(page, nav.getByRole('link', { name: 'Dialogs' }))
    await page.waitForTimeout(900)
    await expect(page.getByRole('tooltip')).toHaveCount(0)

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await glideTo(page, nav.getByRole('link', { name: 'Dialogs' }))
    await expect(page.getByRole('tooltip')).toHaveText('Dialogs')
    await glideTo(page, nav.getByRole('link', { name: 'About' }))
    await expect(page.getByRole('tooltip')).toHaveText('About')
    await glideTo(page, page.getByRole('heading', { level: 1 }))
    await expect(page.getByRole('tooltip')).toHaveCount(0)
  })
})

test.describe('mobile drawer', () => {
  test.use({ viewport: MOBILE })

  test('the menu button opens the drawer from the left; navigating closes it', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#app-sidebar')).toBeHidden()
    const header = page.locator('main header')
    await expect(header.getByText('Theme-a-roo')).toBeVisible()

    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Theme-a-roo' })
    await expect(drawer).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box?.x).toBe(0)
    expect(box?.width).toBeLessThan(MOBILE.width)
    await expect(drawer.getByRole('link', { name: 'Themes' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await drawer.getByRole('link', { name: 'Tables' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
  })

  test('Escape closes the drawer and focus stays trapped while it is open', async ({ page }) => {
    await page.goto('/about')
    const menu = page.getByRole('button', { name: 'Open navigation' })
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Theme-a-roo' })
    await expect(drawer).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await expect(page).toHaveURL('/about')
  })

  test('on a nested path the menu button becomes a back chevron', async ({ page }) => {
    await page.goto('/about/extra')
    await expect(pageHeading(page)).toHaveText('Page not found')
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
  })
})

test.describe('accessibility', () => {
  const serious = (violations: { impact?: string | null }[]) =>
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')

  test('the desktop shell has no serious or critical violations', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
    const expanded = await new AxeBuilder({ page })
      .include('#app-sidebar')
      .include('main > header')
      .analyze()
    expect(serious(expanded.violations)).toEqual([])

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    const collapsed = await new AxeBuilder({ page })
      .include('#app-sidebar')
      .include('main > header')
      .analyze()
    expect(serious(collapsed.violations)).toEqual([])
  })

  test('the mobile header and open drawer have no serious or critical violations', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE)
    await page.goto('/tables')
    await expect(pageHeading(page)).toHaveText('Tables')
    const header = await new AxeBuilder({ page }).include('main > header').analyze()
    expect(serious(header.violations)).toEqual([])
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    const drawer = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(serious(drawer.violations)).toEqual([])
  })
})

test('the web build carries a strict Content-Security-Policy', async ({ browser }) => {
  // A page of its own: the violation this test provokes on purpose must not fail the watch that
  // every other test keeps for blocked requests.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/')
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(policy).toContain("script-src 'self';")
  expect(policy).toContain("object-src 'none'")
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  // An inline script, as an injected one would be, does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    return (window as { __injected?: boolean }).__injected ?? false
  })
  expect(ran).toBe(false)
  await context.close()
})

test("the served app refuses to be shown in another site's frame", async ({
  browser,
  request,
  baseURL,
}) => {
  const response = await request.get('/')
  expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'")
  expect(response.headers()['x-frame-options']).toBe('DENY')
  // A page of another site frames it: the browser shows its error page in the frame instead.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.route('http://framer.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<iframe src="${baseURL}/"></iframe>` }),
  )
  await page.goto('http://framer.test/')
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/')
  await context.close()
})
