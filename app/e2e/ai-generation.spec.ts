import type { Page } from '@playwright/test'
import { STORED_BY_CONTENT } from './support/backgrounds'
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiMode } from './fakes/fake-openai'
import { expect, test } from './support/fixtures'
import { storeWorkingTheme } from './support/working-theme'

/*
 * 'Generate with AI' on the Background page, with the official SDK talking to a fake image API on
 * 127.0.0.1. The app under test is built with VITE_OPENAI_API_KEY=test-openai-key and
 * VITE_OPENAI_BASE_URL=http://127.0.0.1:4319/v1 (see scripts/test.mjs).
 */
const FAKE_PORT = 4319
const TEST_KEY = 'test-openai-key'

let fake: FakeOpenAi

test.beforeAll(async () => {
  fake = await startFakeOpenAi({ port: FAKE_PORT, apiKey: TEST_KEY })
})

test.afterAll(async () => {
  await fake?.close()
})

test.beforeEach(async ({ page }) => {
  fake.reset()
  // Nothing leaves the machine: only the app and the fake answer.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
})

/** A working theme whose base colour is known, so the prompt's RGB can be checked exactly. */
function workingTheme(themeColor?: string) {
  return {
    name: 'theme-a-roo-design',
    displayName: 'Design',
    schemaVersion: 1,
    inherits: 'light',
    mostLike: 'light',
    colors: themeColor ? { themeColor } : {},
  }
}

async function openBackgroundEditor(page: Page, options: { themeColor?: string } = {}) {
  await storeWorkingTheme(page, workingTheme(options.themeColor))
  await page.goto('/background-editor')
  const section = aiSection(page)
  await expect(section.getByRole('button', { name: 'Generate Image' })).toBeEnabled()
  return section
}

function aiSection(page: Page) {
  return page.getByRole('region', { name: /Generate with AI/ })
}

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text })
}

async function chooseModel(page: Page, label: string) {
  await aiSection(page).getByRole('combobox', { name: 'Model' }).click()
  await page.getByRole('option', { name: label }).click()
  await expect(aiSection(page).getByRole('combobox', { name: 'Model' })).toHaveText(label)
}

const storedWorkingTheme = (page: Page) =>
  page.evaluate(() => localStorage.getItem('working-theme'))

const MODELS = [
  { value: 'dall-e-3', label: 'DALL-E 3' },
  { value: 'gpt-image-1', label: 'GPT Image 1' },
] as const

for (const model of MODELS) {
  test.describe(`with ${model.label}`, () => {
    test('the generated image becomes the background, from a request built by the rules', async ({
      page,
    }) => {
      // hsl(210, 50%, 40%) is RGB(51, 102, 153).
      const section = await openBackgroundEditor(page, { themeColor: 'hsl(210, 50%, 40%)' })
      await chooseModel(page, model.label)
      await section
        .getByRole('textbox', { name: 'Describe your background image' })
        .fill('a paper boat on a pond')
      await expect(page.locator('html')).not.toHaveClass(/has-background-image/)

      await section.getByRole('button', { name: 'Generate Image' }).click()
      await expect(page.locator('html')).toHaveClass(/has-background-image/)
      await expect(section.getByRole('button', { name: 'Generate Image' })).toBeEnabled()
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).backgroundImage),
      ).toContain('blob:')
      // The card's preview shows the decoded picture the fake sent (a 64x64 PNG).
      const preview = page.getByRole('img', { name: 'Current background image' })
      await expect(preview).toBeVisible()
      await expect
        .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(64)

      expect(fake.requests).toHaveLength(1)
      const [request] = fake.requests
      expect(request?.problems).toEqual([])
      expect(request?.headers.authorization).toBe(`Bearer ${TEST_KEY}`)
      expect(request?.body).toMatchObject({ model: model.value, size: '1024x1024', n: 1 })
      expect(request?.body?.prompt).toContain('a paper boat on a pond')
      expect(request?.body?.prompt).toContain('RGB(51, 102, 153)')
      if (model.value === 'gpt-image-1') expect(request?.body).not.toHaveProperty('response_format')
      else expect(request?.body?.response_format).toBe('b64_json')

      // The image is kept with the working theme.
      const stored = JSON.parse((await storedWorkingTheme(page)) ?? '{}') as {
        backgroundImage?: string
      }
      expect(stored.backgroundImage).toMatch(STORED_BY_CONTENT)
      await page.reload()
      await expect(page.locator('html')).toHaveClass(/has-background-image/)
    })

    const failures: { mode: FakeOpenAiMode; name: string; message: string }[] = [
      { mode: 'empty', name: 'an empty answer', message: 'Failed to generate image' },
      { mode: 'unauthorized', name: 'a 401 answer', message: 'Error generating image' },
      { mode: 'forbidden', name: 'a 403 answer', message: 'Error generating image' },
      { mode: 'rate-limited', name: 'a 429 answer', message: 'Error generating image' },
      { mode: 'server-error', name: 'a 500 answer', message: 'Error generating image' },
      { mode: 'cut-response', name: 'an answer cut off', message: 'Error generating image' },
    ]
    for (const failure of failures) {
      test(`${failure.name} shows '${failure.message}' and changes nothing`, async ({ page }) => {
        const section = await openBackgroundEditor(page)
        await chooseModel(page, model.label)
        await section
          .getByRole('textbox', { name: 'Describe your background image' })
          .fill('northern lights')
        fake.setMode(failure.mode)
        const before = await storedWorkingTheme(page)

        await section.getByRole('button', { name: 'Generate Image' }).click()
        await expect(toast(page, failure.message)).toBeVisible()
        await expect(toast(page, TEST_KEY)).toHaveCount(0)
        await expect(section.getByRole('button', { name: 'Generate Image' })).toBeEnabled()
        expect(fake.requests).toHaveLength(1)
        expect(fake.requests[0]?.body?.model).toBe(model.value)
        // With no theme colour the prompt uses the default, RGB(27, 30, 51).
        expect(fake.requests[0]?.body?.prompt).toContain('RGB(27, 30, 51)')
        await expect(page.locator('html')).not.toHaveClass(/has-background-image/)
        expect(await storedWorkingTheme(page)).toBe(before)
      })
    }
  })
}

test('an unreachable AI service shows an error and changes nothing', async ({ page }) => {
  const section = await openBackgroundEditor(page)
  await page.route(`http://127.0.0.1:${FAKE_PORT}/**`, (route) => route.abort('connectionrefused'))
  await section.getByRole('textbox', { name: 'Describe your background image' }).fill('a windmill')
  const before = await storedWorkingTheme(page)
  await section.getByRole('button', { name: 'Generate Image' }).click()
  await expect(toast(page, 'Error generating image')).toBeVisible()
  await expect(section.getByRole('button', { name: 'Generate Image' })).toBeEnabled()
  await expect(page.locator('html')).not.toHaveClass(/has-background-image/)
  expect(await storedWorkingTheme(page)).toBe(before)
})

test('after a rate limit, an answer cut off and a silent server, the next Generate applies one image', async ({
  page,
}) => {
  // The page's clock, so the three minutes the app waits for an answer pass at once.
  await page.clock.install()
  const section = await openBackgroundEditor(page)
  await section.getByRole('textbox', { name: 'Describe your background image' }).fill('a kite')
  const generate = section.getByRole('button', { name: 'Generate Image' })
  const before = await storedWorkingTheme(page)

  // A refusal is shown with its reason and not tried again behind the user's back.
  fake.setMode('rate-limited')
  await generate.click()
  await expect(toast(page, 'Error generating image').filter({ hasText: '429' })).toBeVisible()
  await expect(generate).toBeEnabled()
  expect(fake.requests).toHaveLength(1)

  fake.setMode('cut-response')
  await generate.click()
  await expect(toast(page, 'Error generating image')).toHaveCount(2)
  await expect(generate).toBeEnabled()
  expect(fake.requests).toHaveLength(2)

  fake.setMode('stall')
  await generate.click()
  await expect(section.getByRole('button', { name: 'Generating...' })).toBeDisabled()
  await expect.poll(() => fake.requests.length).toBe(3)
  await page.clock.fastForward('03:01')
  await expect(toast(page, 'timed out')).toBeVisible()
  await expect(generate).toBeEnabled()
  await expect(page.locator('html')).not.toHaveClass(/has-background-image/)
  expect(await storedWorkingTheme(page)).toBe(before)

  fake.setMode('success')
  await generate.click()
  await expect(page.locator('html')).toHaveClass(/has-background-image/)
  expect(fake.requests).toHaveLength(4)
  const stored = JSON.parse((await storedWorkingTheme(page)) ?? '{}') as {
    backgroundImage?: string
  }
  expect(stored.backgroundImage).toMatch(STORED_BY_CONTENT)
})

test('a blank description asks for a prompt and sends nothing', async ({ page }) => {
  const section = await openBackgroundEditor(page)
  await section.getByRole('textbox', { name: 'Describe your background image' }).fill('   ')
  await section.getByRole('button', { name: 'Generate Image' }).click()
  await expect(toast(page, 'Please enter a prompt')).toBeVisible()
  expect(fake.requests).toHaveLength(0)
  await expect(page.locator('html')).not.toHaveClass(/has-background-image/)
})

test("the button shows 'Generating...' with a spinner until the image arrives", async ({
  page,
}) => {
  const section = await openBackgroundEditor(page)
  await section
    .getByRole('textbox', { name: 'Describe your background image' })
    .fill('a hot air balloon')
  fake.setMode('success', { delayMs: 1500 })
  await section.getByRole('button', { name: 'Generate Image' }).click()

  const busy = section.getByRole('button', { name: 'Generating...' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  await expect(busy.locator('svg.animate-spin')).toBeVisible()
  await expect(page.locator('html')).not.toHaveClass(/has-background-image/)

  await expect(section.getByRole('button', { name: 'Generate Image' })).toBeEnabled({
    timeout: 10_000,
  })
  await expect(page.locator('html')).toHaveClass(/has-background-image/)
  expect(fake.requests).toHaveLength(1)
})

test('the description and the model are remembered after a reload', async ({ page }) => {
  const section = await openBackgroundEditor(page)
  await expect(section.getByRole('combobox', { name: 'Model' })).toHaveText('DALL-E 3')
  await section
    .getByRole('textbox', { name: 'Describe your background image' })
    .fill('a lighthouse at dusk')
  await chooseModel(page, 'GPT Image 1')

  await page.reload()
  await expect(
    section.getByRole('textbox', { name: 'Describe your background image' }),
  ).toHaveValue('a lighthouse at dusk')
  await expect(section.getByRole('combobox', { name: 'Model' })).toHaveText('GPT Image 1')
  expect(
    await page.evaluate(() => [
      localStorage.getItem('design-prompt'),
      localStorage.getItem('image-model'),
    ]),
  ).toEqual(['a lighthouse at dusk', 'gpt-image-1'])
})

test('the method is shown as available and is read-only while an example theme is selected', async ({
  page,
}) => {
  const section = await openBackgroundEditor(page)
  await expect(section).not.toContainText('(Not available)')
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))
  await page.reload()
  await expect(section.getByRole('button', { name: 'Generate Image' })).toBeDisabled()
  await expect(
    section.getByRole('textbox', { name: 'Describe your background image' }),
  ).toBeDisabled()
  await expect(section.getByRole('combobox', { name: 'Model' })).toBeDisabled()
})

/** The stored working theme's colours and background. */
async function storedDesign(page: Page) {
  const text = (await storedWorkingTheme(page)) ?? '{}'
  return JSON.parse(text) as { colors?: { themeColor?: string }; backgroundImage?: string }
}

test('an image that arrives after an unrelated edit and its undo still becomes the background', async ({
  page,
}) => {
  const section = await openBackgroundEditor(page)
  await section
    .getByRole('textbox', { name: 'Describe your background image' })
    .fill('a lighthouse at dusk')
  fake.setMode('success', { delayMs: 2500 })
  await section.getByRole('button', { name: 'Generate Image' }).click()
  await expect(section.getByRole('button', { name: 'Generating...' })).toBeVisible()

  // Meanwhile: a nudge of the colour picker, then Undo of it.
  const hue = page.getByRole('slider', { name: 'Hue' })
  await hue.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await storedDesign(page)).colors?.themeColor).toBeDefined()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect.poll(async () => (await storedDesign(page)).colors?.themeColor).toBeUndefined()

  await expect(section.getByRole('button', { name: 'Generate Image' })).toBeEnabled({
    timeout: 10_000,
  })
  await expect(page.locator('html')).toHaveClass(/has-background-image/)
  await expect(page.getByText('No background image')).toHaveCount(0)
  expect((await storedDesign(page)).backgroundImage).toBeDefined()
})
