import { randomFillSync } from 'node:crypto'
import { PerformanceObserver, performance } from 'node:perf_hooks'
import { createServer } from 'vite'
import { startFakePinata, type FakePinata } from '../../e2e/fakes/fake-pinata'
import { GrowthTimes, type GrowthRow } from '../../../packages/theme/bench/growth'
import { summarize } from '../lib/stats'
import type { FileToUpload } from '../../src/features/nft/ipfs/upload-files'
import type * as UploadImagesModule from '../../src/features/nft/ipfs/upload-images'

/*
 * How the wizard's upload grows with the number of files. The wizard never sends more than four,
 * so its upload function is called here directly, in Node, loaded through Vite (the app's own
 * config: the `@/` alias, and the provider addresses set as the build sets them) against a fake
 * Pinata of its own on a free 127.0.0.1 port. Node has no Worker, so the hashing runs the
 * in-page fallback (slices with a yield between them) rather than the browser's worker.
 */

const FILE_COUNTS = [1, 3, 20]
const FILE_BYTES = 256 * 1024
const REPETITIONS = 9
const JWT = 'bench-jwt'

type UploadImages = (typeof UploadImagesModule)['uploadImages']
/** The stages each pass goes through: a file the provider already holds is found, not sent. */
const PASS_STAGES = {
  'first upload': ['hash', 'lookup', 'send'],
  'already pinned': ['hash', 'lookup'],
} as const
type Pass = keyof typeof PASS_STAGES

export interface UploadGrowth {
  rows: GrowthRow[]
  /** Requests the provider got per file, by pass and number of files (medians). */
  requestsPerFile: Record<Pass, Record<string, number>>
}

async function loadUploadImages(fake: FakePinata) {
  const appDir = new URL('../../', import.meta.url).pathname
  const server = await createServer({
    root: appDir,
    configFile: `${appDir}vite.config.ts`,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    define: {
      'import.meta.env.VITE_PINATA_API_URL': JSON.stringify(fake.apiUrl),
      'import.meta.env.VITE_PINATA_UPLOAD_URL': JSON.stringify(fake.uploadUrl),
    },
  })
  const module = (await server.ssrLoadModule(
    '/src/features/nft/ipfs/upload-images.ts',
  )) as typeof UploadImagesModule
  return { uploadImages: module.uploadImages, close: () => server.close() }
}

/** `count` files of distinct random bytes and names, so no lookup matches another file. */
function makeFiles(count: number): FileToUpload[] {
  return Array.from({ length: count }, (_, index) => {
    const file = new File([randomFillSync(new Uint8Array(FILE_BYTES))], `image-${index + 1}.png`, {
      type: 'image/png',
    })
    return { fileType: 'icon', file, bytes: file }
  })
}

/** The app's 'stage:*' measures while `run` ran, summed by stage name. */
async function stageTotalsDuring(run: () => Promise<unknown>) {
  const totals: Record<string, number> = {}
  const add = (entries: PerformanceEntry[]) => {
    for (const { name, duration } of entries) {
      if (name.startsWith('stage:')) totals[name.slice(6)] = (totals[name.slice(6)] ?? 0) + duration
    }
  }
  const observer = new PerformanceObserver((list) => add(list.getEntries()))
  observer.observe({ entryTypes: ['measure'] })
  const started = performance.now()
  await run()
  const totalMs = performance.now() - started
  add(observer.takeRecords())
  observer.disconnect()
  return { totalMs, stages: totals }
}

async function uploadOnce(
  uploadImages: UploadImages,
  fake: FakePinata,
  files: ReturnType<typeof makeFiles>,
) {
  const requestsBefore = fake.requests.length
  const timed = await stageTotalsDuring(() =>
    uploadImages({
      files,
      settings: { jwt: JWT, gateway: fake.gatewayUrl, groupName: '' },
      alreadyPinned: [],
      signal: new AbortController().signal,
      onProgress: () => undefined,
      onPinned: () => undefined,
      onGroupMissing: () => undefined,
    }),
  )
  return { ...timed, requests: fake.requests.length - requestsBefore }
}

/**
 * Each number of files uploaded to an empty provider (hash, lookup that finds nothing, send),
 * then the same files again, read back (the lookup finds each, nothing is sent: where a lookup
 * that scans every file would show), each the median of a few repetitions.
 */
export async function measureUploadGrowth(): Promise<UploadGrowth> {
  const fake = await startFakePinata({ port: 0, jwt: JWT })
  const app = await loadUploadImages(fake).catch(async (error: unknown) => {
    await fake.close()
    throw error
  })
  const times = new GrowthTimes()
  const requestsPerFile: UploadGrowth['requestsPerFile'] = {
    'first upload': {},
    'already pinned': {},
  }
  try {
    // Loads the SDK and compiles the upload path once, outside the timings.
    await uploadOnce(app.uploadImages, fake, makeFiles(1))
    for (const count of FILE_COUNTS) {
      const samples: Record<Pass, Awaited<ReturnType<typeof uploadOnce>>[]> = {
        'first upload': [],
        'already pinned': [],
      }
      for (let repetition = 0; repetition < REPETITIONS; repetition++) {
        fake.reset()
        const files = makeFiles(count)
        samples['first upload'].push(await uploadOnce(app.uploadImages, fake, files))
        // The same bytes as new blobs, as after a reload: their hashes are worked out again
        // rather than taken from the first pass.
        const readBack = files.map((entry) => ({ ...entry, bytes: new Blob([entry.file]) }))
        samples['already pinned'].push(await uploadOnce(app.uploadImages, fake, readBack))
      }
      for (const [pass, stages] of Object.entries(PASS_STAGES) as [Pass, readonly string[]][]) {
        const runs = samples[pass]
        times.put(`${pass}: whole upload`, count, summarize(runs.map((run) => run.totalMs)).median)
        for (const stage of stages) {
          const ms = runs.map((run) => run.stages[`upload-${stage}`] ?? NaN)
          times.put(`${pass}: ${stage} (upload-${stage})`, count, summarize(ms).median)
        }
        requestsPerFile[pass][count] = summarize(runs.map((run) => run.requests / count)).median
      }
    }
  } finally {
    await app.close()
    await fake.close()
  }
  return { rows: times.rows(), requestsPerFile }
}
