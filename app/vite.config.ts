/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

/** The origin of an http:// service address set at build time (a local proxy, a test fake). */
function plainHttpOrigin(url: string | undefined): string[] {
  if (!url?.startsWith('http://')) return []
  try {
    return [new URL(url).origin]
  } catch {
    return []
  }
}

/** Where the app shown in 'Your app' may be served from: a local dev server, or any https site. */
const LIVE_APP_FRAME_SOURCES = 'http://127.0.0.1:* http://localhost:* https:'

/*
 * The web build gets a Content-Security-Policy as strict as the desktop shell's: scripts only
 * from the app itself (no inline script, no eval), no plugins, and network calls only to the app,
 * https services, and the http service addresses the build was configured with. The dev server
 * keeps working without it (hot reload needs inline script and a websocket).
 */
function contentSecurityPolicy(): Plugin {
  let policy = ''
  return {
    name: 'theme-a-roo-content-security-policy',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_')
      const services = [
        env.VITE_OPENAI_BASE_URL,
        env.VITE_PINATA_API_URL,
        env.VITE_PINATA_UPLOAD_URL,
      ].flatMap((url) => plainHttpOrigin(url))
      policy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https: http:",
        "font-src 'self' data:",
        "worker-src 'self' blob:",
        `connect-src 'self' blob: data: https: ${[...new Set(services)].join(' ')}`.trim(),
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        // The user's own app, framed by the Designer's 'Your app' tab: local servers and https.
        `frame-src ${LIVE_APP_FRAME_SOURCES}`,
      ].join('; ')
    },
    // The desktop shell sets its own policy (tauri.conf.json), which must also allow its IPC.
    transformIndexHtml: () =>
      process.env.TAURI_ENV_PLATFORM
        ? []
        : [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
              injectTo: 'head-prepend',
            },
          ],
  }
}

/**
 * The live client's classic script, built from packages/live's source on every read (esbuild takes
 * a moment): a dist/live.js left from an earlier build could be older than the source.
 */
async function readLiveJs(): Promise<string> {
  const { buildLiveJs, LIVE_JS } = await import('../packages/live/build.ts')
  await buildLiveJs()
  return readFileSync(LIVE_JS, 'utf8')
}

/*
 * `/live.js`: the script a user's app loads to show the theme being edited here (see
 * packages/live). The dev server serves it; a build writes it beside the app, where preview and
 * any static host serve it.
 */
function liveClientScript(): Plugin {
  return {
    name: 'theme-a-roo-live-client',
    configureServer(server) {
      server.middlewares.use('/live.js', (_request, response, next) => {
        readLiveJs().then((script) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          response.end(script)
        }, next)
      })
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'live.js', source: await readLiveJs() })
    },
  }
}

/** Headers that keep other sites from showing the app in a frame. */
const FRAMING_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
}

/*
 * The desktop test build only (DESKTOP_TEST_PROBE=1): a first script that records CSP violations
 * and uncaught errors where the desktop suite can read them, since WebKit's WebDriver cannot read
 * the webview's console.
 */
function desktopTestProbe(): Plugin | false {
  if (process.env.DESKTOP_TEST_PROBE !== '1') return false
  const fileName = 'desktop-test-probe.js'
  return {
    name: 'theme-a-roo-desktop-test-probe',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName,
        source: readFileSync(new URL('./desktop-e2e/probe.js', import.meta.url), 'utf8'),
      })
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' },
    ],
  }
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    desktopTestProbe(),
    liveClientScript(),
  ],
  resolve: {
    // The engine is consumed from its TypeScript source (the "source" export condition).
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  worker: { format: 'es' },
  build: {
    rolldownOptions: {
      output: {
        // React and the router load on every page: one file compresses better than the
        // handful of small shared pieces the automatic split makes of them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              // The theme session and its writer start every page: one file, as for React.
              name: 'theme-session',
              test: /packages[\\/](session|theme-dom)[\\/]|app[\\/]src[\\/]theming[\\/](app-session|working-theme|theme-history|apply-theme|theme-runtime)\.ts/,
            },
          ],
        },
      },
    },
  },
  // The desktop shell's dev mode expects exactly this port; Rust builds must not trigger reloads.
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    watch: { ignored: ['**/src-tauri/**'] },
  },
  // A page may forbid being framed (clickjacking) only in a response header, not in the
  // <meta> policy; deployments should send the same headers (see README.md).
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: FRAMING_HEADERS,
  },
  test: {
    name: 'app',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'e2e/fakes/**/*.test.ts'],
    // @material/material-color-utilities 0.4.0 ships ESM with extensionless imports, which Node
    // cannot load as it is; Vite's resolver reads it.
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
})
