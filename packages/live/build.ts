// Builds dist/live.js, the classic script an app adds with one tag: one minified IIFE holding the
// client, the engine's safety rule and theme-dom, with nothing left to load.
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

export const LIVE_JS = fileURLToPath(new URL('./dist/live.js', import.meta.url))

export async function buildLiveJs(outfile = LIVE_JS): Promise<void> {
  await build({
    entryPoints: [fileURLToPath(new URL('./src/classic.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    // The workspace packages' TypeScript source, so no package needs building first.
    conditions: ['source'],
    legalComments: 'none',
    outfile,
    logLevel: 'warning',
    // The engine's list of built-in themes reads import.meta; the client leaves that list out.
    logOverride: { 'empty-import-meta': 'silent' },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildLiveJs()
