import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium'

// E2E_PORT / E2E_OUT_DIR let several builds be tested side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'

export default defineConfig({
  testDir: './e2e',
  // Specs only: the fakes' own *.test.ts run under vitest.
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker everywhere: the build under test talks to fakes on fixed ports (OpenAI on 4319,
  // Pinata on 4320), which two workers would both try to open, and the frame-rate and timing
  // checks need the machine's cores to themselves.
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
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
