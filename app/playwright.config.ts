import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'

// E2E_PORT / E2E_OUT_DIR let several builds be tested side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'

/*
 * Specs that must have the machine to themselves: the build under test talks to fakes on fixed
 * ports (OpenAI on 4319, Pinata on 4320), which a second worker would also try to open, and
 * frame-rate, long-task and load-time checks need the cores free. The image-bomb checks measure
 * the renderer's memory and wait on image decoding after full reloads, which a busy neighbour
 * slowed past the expect timeout.
 */
const RUN_ALONE = [
  'ai-generation.spec.ts',
  'nft-publish.spec.ts',
  'nft-verify.spec.ts',
  'sage-check.spec.ts',
  'background-editor.spec.ts',
  'designer-adjust.spec.ts',
  'designer-contrast.spec.ts',
  'designer-generate.spec.ts',
  'large-pastes.spec.ts',
  'memory-bombs.spec.ts',
  'shell.spec.ts',
].map((file) => `**/${file}`)

export default defineConfig({
  testDir: './e2e',
  // Specs only: the fakes' own *.test.ts run under vitest.
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker unless asked for more: `npm test` runs the 'parallel' project on two workers, then
  // the 'alone' project on one.
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'parallel', testIgnore: RUN_ALONE },
    { name: 'alone', testMatch: RUN_ALONE, workers: 1 },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
