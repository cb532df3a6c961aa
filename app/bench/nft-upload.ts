// Measures the wizard's upload path on a 200 MiB file against the fake Pinata server: throughput
// and the page's peak JS heap (the file must stream from disk, never be held whole in memory).
// Run by `npm run bench` after a build that points the Pinata URLs at port 4196.
import { spawn } from 'node:child_process'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { makeGradientPng } from '../e2e/fakes/fake-openai'
import { startFakePinata } from '../e2e/fakes/fake-pinata'

const FAKE_PORT = 4196
const PORT = 4197
const BASE = `http://127.0.0.1:${PORT}`
const FILE_BYTES = 200 * 1024 * 1024
const appDir = new URL('../', import.meta.url).pathname

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(BASE)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('preview server did not start')
}

/** A PNG header followed by filler: an image file as far as the browser's file picker knows. */
async function writeLargeImage(path: string) {
  const file = await open(path, 'w')
  await file.write(makeGradientPng(16))
  const block = Buffer.alloc(4 * 1024 * 1024, 7)
  for (let written = 0; written < FILE_BYTES; written += block.length) await file.write(block)
  await file.close()
}

const fake = await startFakePinata({ port: FAKE_PORT, jwt: 'bench-jwt' })
const server = spawn(
  process.execPath,
  [
    join(appDir, '../node_modules/vite/bin/vite.js'),
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
)
const directory = await mkdtemp(join(tmpdir(), 'theme-a-roo-bench-'))
try {
  const imagePath = join(directory, 'large.png')
  await writeLargeImage(imagePath)
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const page = await browser.newPage()
  await page.goto(BASE)
  await page.evaluate(() => {
    localStorage.setItem(
      'nft-collection-info',
      JSON.stringify({ description: 'd', author: 'a', sponsor: 's', baseName: 'design' }),
    )
    sessionStorage.setItem('nft-wizard-step', '2')
  })
  await page.goto(`${BASE}/prepare-nft`)
  await page.getByLabel('Custom NFT Icon file').setInputFiles(imagePath)
  await page.getByText('NFT Icon: Ready').waitFor({ timeout: 120_000 })
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByLabel('JWT Token').fill('bench-jwt')
  await page.getByLabel('Gateway URL').fill(fake.gatewayUrl)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
  }
  let peakHeap = await heap()
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peakHeap = Math.max(peakHeap, await heap())
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const started = performance.now()
  await page.getByRole('button', { name: 'Upload to Pinata' }).click()
  await page.getByText('Files uploaded successfully').waitFor({ timeout: 300_000 })
  const seconds = (performance.now() - started) / 1000
  sampling = false
  await sampler
  await browser.close()
  const [file] = fake.files
  console.log(
    JSON.stringify(
      {
        upload: {
          bytes: file?.size,
          via: file?.via,
          seconds: Number(seconds.toFixed(2)),
          throughputMiBps: Number(((file?.size ?? 0) / 1024 / 1024 / seconds).toFixed(1)),
          peakJsHeapMB: Number((peakHeap / 1024 / 1024).toFixed(1)),
        },
      },
      null,
      2,
    ),
  )
} finally {
  process.kill(-(server.pid ?? 0))
  await fake.close()
  await rm(directory, { recursive: true, force: true })
}
