import { coldContext, openWizardAtImages, seedWorkingTheme, type BenchEnv } from '../lib/browser'

/** The wizard's Download PNG: click until the 640x640 preview file has been written. */
export async function measureNftPreview(env: BenchEnv) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await seedWorkingTheme(page, env.base, {
    name: 'theme-a-roo-bench',
    displayName: 'Bench',
    schemaVersion: 1,
    inherits: 'dark',
  })
  await openWizardAtImages(page, env.base, 'bench')
  const button = page.getByRole('button', { name: 'Download PNG' })
  await button.waitFor()
  const samples: number[] = []
  for (let round = 0; round < 3; round++) {
    const started = Date.now()
    const download = page.waitForEvent('download')
    await button.click()
    await (await download).path()
    samples.push(Date.now() - started)
  }
  await context.close()
  return { 'nftPreview.downloadMs': samples }
}
