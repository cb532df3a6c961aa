import { open, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { makeGradientPng } from '../../e2e/fakes/fake-openai'
import {
  coldContext,
  openWizardAtImages,
  pageNow,
  stageTimesBetween,
  watchForElement,
  type BenchEnv,
} from '../lib/browser'

const FILE_BYTES = 200 * 1024 * 1024

/** A PNG header followed by filler: an image file as far as the browser's file picker knows. */
export async function writeLargeImage(directory: string): Promise<string> {
  const path = join(directory, 'large.png')
  const file = await open(path, 'w')
  await file.write(makeGradientPng(16))
  const block = Buffer.alloc(4 * 1024 * 1024, 7)
  for (let written = 0; written < FILE_BYTES; written += block.length) await file.write(block)
  await file.close()
  return path
}

/**
 * The resident memory of the browser's renderer processes, in bytes: the page and its workers,
 * ArrayBuffers included, which the JS heap figure leaves out.
 */
async function rendererResidentBytes(): Promise<number> {
  let total = 0
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    try {
      if (!(await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('--type=renderer')) continue
      const status = await readFile(`/proc/${pid}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      // The process ended while being read.
    }
  }
  return total
}

/**
 * A 200 MiB icon through the wizard's upload path to the fake Pinata (resumable protocol):
 * throughput, and the page's peak JS heap, which shows whether the file streams from disk.
 */
export async function measureUpload(env: BenchEnv, imagePath: string) {
  const context = await coldContext(env.browser)
  const page = await context.newPage()
  await page.goto(env.base)
  await openWizardAtImages(page, env.base, 'design')
  await page.getByLabel('Custom NFT Icon file').setInputFiles(imagePath)
  await page.getByText('NFT Icon: Ready').waitFor({ timeout: 120_000 })
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  await page.getByLabel('JWT Token').fill('bench-jwt')
  await page.getByLabel('Gateway URL').fill(env.gatewayUrl)

  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics')
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
  }
  let peakHeap = await heap()
  const residentBefore = await rendererResidentBytes()
  let peakResident = residentBefore
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peakHeap = Math.max(peakHeap, await heap())
      peakResident = Math.max(peakResident, await rendererResidentBytes())
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const uploaded = await watchForElement(page, {
    selector: 'body',
    text: 'Files uploaded successfully',
    timeout: 300_000,
  })
  const from = await pageNow(page)
  // Timed on the page's clock, from the click's own event to the success message in the page.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => ((window as unknown as { __clickedAt: number }).__clickedAt = event.timeStamp),
      { capture: true, once: true },
    ),
  )
  await page.getByRole('button', { name: 'Upload to Pinata' }).click()
  const doneAt = await uploaded()
  const clickedAt = await page.evaluate(
    () => (window as unknown as { __clickedAt: number }).__clickedAt,
  )
  const seconds = (doneAt - clickedAt) / 1000
  // Where the time went: waiting for the hash, asking for an earlier copy, sending.
  const stages = await stageTimesBetween(page, from, doneAt)
  // The file's hash is worked out when it is chosen, before the click: its time is counted from
  // the page's start.
  const hashWork = (await stageTimesBetween(page, 0, doneAt))['file-hash'] ?? NaN
  // Each chunk of the resumable protocol as the browser timed it, request start to answer.
  const chunkMs = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/upload\/v3\/files\/[^/?]+$/.test(entry.name))
      .map((entry) => entry.duration),
  )
  sampling = false
  await sampler
  await context.close()
  const file = env.pinnedFiles().at(-1)
  if (file?.size !== FILE_BYTES + makeGradientPng(16).length || file.via !== 'resumable') {
    throw new Error('the fake did not receive the whole file through the resumable protocol')
  }
  const mebibytes = file.size / 1024 / 1024
  const hashWaitMs = stages['upload-hash'] ?? NaN
  const lookupMs = stages['upload-lookup'] ?? NaN
  const sendMs = stages['upload-send'] ?? NaN
  return {
    'upload.throughputMiBps': mebibytes / seconds,
    // As it would be with the hash worked out after the click, as it was before it ran ahead.
    'upload.withHashOnTheClockMiBps': mebibytes / ((hashWork + lookupMs + sendMs) / 1000),
    'upload.peakJsHeapMB': peakHeap / 1024 / 1024,
    'upload.rendererMemoryGrowthMB': (peakResident - residentBefore) / 1024 / 1024,
    'upload.hashMs': hashWork,
    'upload.hashWaitedMs': hashWaitMs,
    'upload.lookupMs': lookupMs,
    'upload.sendMs': sendMs,
    'upload.hashMiBps': mebibytes / (hashWork / 1000),
    'upload.sendMiBps': mebibytes / (sendMs / 1000),
    'upload.chunkMs': chunkMs,
    'upload.chunkCount': chunkMs.length,
  }
}
