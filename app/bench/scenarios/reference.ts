import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { coldContext, type BenchEnv } from '../lib/browser'

/*
 * The same Chromium on the same machine doing the same work with none of the app's code: a page
 * with one heading, a fixed script, the WebAssembly SHA-256 the upload uses, and a POST of a
 * blob to a server that throws the bytes away. Machines of one kind differ (the same build has
 * measured twice as slow on one as on another), so these say how fast this one is, and what
 * the app's figures cannot beat here: first paint, the hash, the wire.
 */

const SEND_BYTES = 200 * 1024 * 1024
const HASH_BYTES = 64 * 1024 * 1024
const HASH_SLICE_BYTES = 8 * 1024 * 1024

const PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Reference</title>
<script src="/sha256.js"></script></head><body><h1>Reference</h1></body></html>`

async function startReferenceServer(): Promise<{ server: Server; base: string }> {
  const require = createRequire(import.meta.url)
  const sha256Script = await readFile(require.resolve('hash-wasm/dist/sha256.umd.min.js'))
  const server = createServer((request, response) => {
    if (request.method === 'POST') {
      request.on('data', () => undefined)
      request.on('end', () => response.writeHead(204).end())
      return
    }
    const script = request.url === '/sha256.js'
    response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' })
    response.end(script ? sha256Script : PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** One cold load of the reference page and the three measures, on the page's clock. */
export async function measureReference(env: BenchEnv) {
  const { server, base } = await startReferenceServer()
  const context = await coldContext(env.browser)
  try {
    const page = await context.newPage()
    await page.goto(base, { waitUntil: 'load' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    )
    // Sorting objects: the kind of work a render does, with no DOM.
    const scriptMs = await page.evaluate(() => {
      const start = performance.now()
      const rows = Array.from({ length: 300_000 }, (_, i) => ({ key: `k${(i * 7919) % 300_000}` }))
      rows.sort((a, b) => a.key.localeCompare(b.key))
      return performance.now() - start
    })
    const hashMs = await page.evaluate(
      async ({ bytes, slice }) => {
        const { hashwasm } = window as unknown as {
          hashwasm: {
            createSHA256(): Promise<{ update(data: Uint8Array): void; digest(): string }>
          }
        }
        const data = new Uint8Array(slice).fill(7)
        const hash = await hashwasm.createSHA256()
        const start = performance.now()
        for (let done = 0; done < bytes; done += slice) hash.update(data)
        hash.digest()
        return performance.now() - start
      },
      { bytes: HASH_BYTES, slice: HASH_SLICE_BYTES },
    )
    const sendMs = await page.evaluate(async (bytes) => {
      const body = new Blob([new Uint8Array(bytes)])
      const start = performance.now()
      const response = await fetch('/sink', { method: 'POST', body })
      if (response.status !== 204) throw new Error(`the sink answered ${response.status}`)
      return performance.now() - start
    }, SEND_BYTES)
    const mebibytes = (bytes: number) => bytes / 1024 / 1024
    return {
      'reference.firstPaintMs': firstPaintMs,
      'reference.scriptMs': scriptMs,
      'reference.wasmSha256MiBps': mebibytes(HASH_BYTES) / (hashMs / 1000),
      'reference.loopbackSendMiBps': mebibytes(SEND_BYTES) / (sendMs / 1000),
    }
  } finally {
    await context.close()
    await new Promise((resolve) => server.close(resolve))
  }
}
