import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { build, type Plugin, type Rolldown } from 'vite'
import type { ServedFile } from './static-server'

/*
 * The fixture app in e2e/live-fixture (Vite, React, Tailwind v4, shadcn-style components, and a
 * page on theme-o-rama's variables), built in memory for one editor origin and served from here
 * on 127.0.0.1, as a user's own app would load Theme-a-roo's /live.js.
 */

const FIXTURE_ROOT = fileURLToPath(new URL('../live-fixture/', import.meta.url))

/** The fixture's pages, by the path they are served at. */
export const FIXTURE_PAGES = { shadcn: '/', themeORama: '/theme-o-rama.html' } as const

const TYPES: Record<string, string> = {
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
}

/** Writes the editor's origin into the pages' script tag, before Vite reads their scripts. */
function editorOrigin(origin: string): Plugin {
  return {
    name: 'live-fixture-editor-origin',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%EDITOR_ORIGIN%', origin),
    },
  }
}

/** Builds the fixture app for `editor` (an origin) and answers its files by path. */
export async function buildLiveFixture(editor: string): Promise<Map<string, ServedFile>> {
  const output = (await build({
    configFile: false,
    root: FIXTURE_ROOT,
    logLevel: 'warn',
    plugins: [react(), tailwindcss(), editorOrigin(editor)],
    build: {
      write: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: {
          shadcn: `${FIXTURE_ROOT}index.html`,
          themeORama: `${FIXTURE_ROOT}theme-o-rama.html`,
        },
      },
    },
  })) as Rolldown.RolldownOutput
  const files = new Map<string, ServedFile>()
  for (const file of output.output) {
    const body = file.type === 'chunk' ? file.code : file.source
    const type = TYPES[file.fileName.split('.').pop() ?? ''] ?? 'application/octet-stream'
    files.set(`/${file.fileName}`, { type, body })
  }
  const index = files.get('/index.html')
  if (index) files.set('/', index)
  return files
}

/** What a page that refuses to be framed sends, both the old header and the policy. */
export const REFUSES_FRAMING = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
}
