import type { Page } from '@playwright/test'
import { STORED_BY_CONTENT } from './support/backgrounds'
import { DESKTOP, expect, pageHeading, test } from './support/fixtures'
import { openWizardAt, stepHeading } from './support/nft'

/*
 * The Sage compatibility list: in the Designer, each finding appears for a working theme that has
 * it and goes with its fix (one undo step); on the wizard's metadata step, for what the metadata
 * carries; and the Ready to Mint card says which NFTs Sage shows as themes.
 */
test.use({ viewport: DESKTOP })

const plainTheme = {
  name: 'theme-a-roo-design',
  displayName: 'Design',
  schemaVersion: 1,
  inherits: 'light',
}

async function useWorkingTheme(page: Page, fields: Record<string, unknown>) {
  await page.goto('/')
  await page.evaluate((theme) => localStorage.setItem('working-theme', JSON.stringify(theme)), {
    ...plainTheme,
    ...fields,
  })
}

async function openDesigner(page: Page, fields: Record<string, unknown>) {
  await useWorkingTheme(page, fields)
  await page.goto('/designer')
  await expect(pageHeading(page)).toHaveText('Designer')
  return sageList(page)
}

function sageList(page: Page) {
  return page.getByRole('region', { name: 'Sage compatibility' })
}

function finding(page: Page, id: string) {
  return sageList(page).locator(`[data-finding="${id}"]`)
}

test.describe('the Designer', () => {
  test('says Ready for Sage for a theme on a base Sage has, with nothing listed', async ({
    page,
  }) => {
    const list = await openDesigner(page, {})
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    await expect(list.getByRole('listitem')).toHaveCount(0)
  })

  test('embeds a base Sage lacks, as one undo step', async ({ page }) => {
    const list = await openDesigner(page, { inherits: 'win95' })
    await expect(list.getByRole('status')).toHaveText('1 problem for Sage')
    await expect(finding(page, 'base')).toHaveText(
      'ErrorSage has no base theme "win95" (only light, dark and color), so it would show this theme on light instead.Embed win95',
    )
    await list.getByRole('button', { name: 'Embed win95' }).click()
    await expect(finding(page, 'base')).toHaveCount(0)
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    // win95's button style is now the theme's own, and Sage draws it its own way.
    await expect(finding(page, 'button-style')).toHaveText(
      'NoteSage draws the "3d-effects" button style with its own buttons, so it looks as Sage makes it, not as previewed here.',
    )
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(finding(page, 'base')).toBeVisible()
  })

  test("embedding a base with an image makes the image the theme's own, which publishing pins", async ({
    page,
  }) => {
    const list = await openDesigner(page, { inherits: 'glass-dark' })
    await list.getByRole('button', { name: 'Embed glass-dark' }).click()
    await expect(finding(page, 'background')).toHaveText(
      'NoteSage shows a background image only from an http(s) address or embedded data, and it is kept in this browser only. Prepare NFT (in the desktop app) pins it on IPFS and puts its web address in the metadata, which Sage can load.',
    )
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    const stored = await page.evaluate(() => localStorage.getItem('working-theme') ?? '')
    expect(JSON.parse(stored)).toMatchObject({
      inherits: 'dark',
      backgroundImage: STORED_BY_CONTENT,
    })
    await expect(page.locator('html')).toHaveClass(/has-background-image/)
  })

  for (const [backgroundImage, reason] of [
    [
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
      'Sage cannot open ipfs:// addresses',
    ],
    ['background.webp', 'Sage would look for it among its own files'],
  ] as const) {
    test(`reports a background Sage cannot load: ${backgroundImage.slice(0, 7)}`, async ({
      page,
    }) => {
      const list = await openDesigner(page, { backgroundImage })
      await expect(list.getByRole('status')).toHaveText('1 problem for Sage')
      await expect(finding(page, 'background')).toHaveText(
        `ErrorSage shows a background image only from an http(s) address or embedded data, and ${reason}.`,
      )
    })
  }

  test('gives an ipfs:// background the address of the gateway set for publishing', async ({
    page,
  }) => {
    const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('pinata-gateway', 'http://127.0.0.1:4320'))
    const list = await openDesigner(page, { backgroundImage: `ipfs://${cid}/bg.png` })
    await list.getByRole('button', { name: 'Use the gateway address' }).click()
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    const stored = await page.evaluate(() => localStorage.getItem('working-theme') ?? '')
    expect(JSON.parse(stored)).toMatchObject({
      backgroundImage: `http://127.0.0.1:4320/ipfs/${cid}/bg.png`,
    })
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(finding(page, 'background')).toContainText('Sage cannot open ipfs:// addresses')
  })

  test('renames Tailwind 4 variable names that Sage does not write', async ({ page }) => {
    const list = await openDesigner(page, {
      colors: { card: 'var(--color-muted)' },
      corners: { lg: 'var(--radius-sm)' },
    })
    await expect(finding(page, 'variables')).toHaveText(
      "WarningSage's theme-o-rama 0.2 does not write --color-muted, --radius-sm, so values that use them would be empty there.Use names Sage writes",
    )
    await list.getByRole('button', { name: 'Use names Sage writes' }).click()
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    const stored: unknown = JSON.parse(
      await page.evaluate(() => localStorage.getItem('working-theme') ?? ''),
    )
    expect(stored).toMatchObject({
      colors: { card: 'var(--muted)' },
      corners: { lg: 'var(--corner-sm)' },
    })
  })

  test('notes the hidden tag, which Sage drops', async ({ page }) => {
    const list = await openDesigner(page, { tags: ['hidden'] })
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    await expect(finding(page, 'hidden-tag')).toHaveText(
      'NoteSage replaces the tags with its own, so the hidden tag does not hide the theme there.',
    )
  })

  test('lists an example theme without fixes', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('theme', 'win95'))
    await page.goto('/designer')
    await expect(
      page.getByText('You are viewing an example theme.', { exact: false }),
    ).toBeVisible()
    await expect(finding(page, 'button-style')).toBeVisible()
    await expect(sageList(page).getByRole('button')).toHaveCount(0)
  })
})

test.describe('the metadata step', () => {
  const icon = {
    url: 'http://127.0.0.1:4320/ipfs/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
    fileType: 'icon',
    name: 'design.png',
    size: 3,
    sha256: 'ab'.repeat(32),
    cid: 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
  }
  const metadataUpload = {
    url: 'http://127.0.0.1:4320/ipfs/bafkreimetadata',
    cid: 'bafkreimetadata',
    sha256: 'cd'.repeat(32),
    text: '{}',
  }

  /** Step 4 with the icon and the metadata already pinned (as the upload steps leave them). */
  async function openMetadataStep(page: Page, fields: Record<string, unknown>) {
    await useWorkingTheme(page, fields)
    await page.evaluate(
      ({ icon, metadataUpload }) => {
        localStorage.setItem('uploaded-urls', JSON.stringify([icon]))
        localStorage.setItem('nft-metadata-upload', JSON.stringify(metadataUpload))
      },
      { icon, metadataUpload },
    )
    await openWizardAt(page, 4)
    await expect(stepHeading(page, 'Generate Metadata')).toBeVisible()
  }

  test('checks what the metadata carries, fixes the working theme, and says what Sage does', async ({
    page,
  }) => {
    // A base Sage lacks is embedded by the metadata itself: only its values are left to check.
    await openMetadataStep(page, { inherits: 'win95', colors: { ring: 'var(--color-primary)' } })
    const list = sageList(page)
    await expect(finding(page, 'base')).toHaveCount(0)
    await expect(finding(page, 'name')).toHaveText(
      'NoteSage names the theme after its NFT id; the name "design" is not kept.',
    )
    await expect(finding(page, 'variables')).toBeVisible()
    await expect(list.getByRole('status')).toHaveText('1 problem for Sage')
    await list.getByRole('button', { name: 'Use names Sage writes' }).click()
    await expect(finding(page, 'variables')).toHaveCount(0)
    await expect(list.getByRole('status')).toHaveText('Ready for Sage')
    await expect(page.getByRole('textbox', { name: 'Metadata (CHIP-0007)' })).toHaveValue(
      /"ring": "var\(--primary\)"/,
    )

    const mint = page.getByRole('region', { name: 'Ready to Mint' })
    await expect(mint).toContainText(
      "Sage shows a theme NFT as a theme only when it was minted by one of Sage's curated theme DIDs. Minted with any other DID, your own included, it appears in Sage as an ordinary NFT. This rule is in Sage's source code, not in the NFT or its metadata.",
    )
  })
})
