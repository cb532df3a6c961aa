import { defineConfig } from 'vitest/config'

// The desktop suite: one app window at a time, so files run one after another.
export default defineConfig({
  test: {
    name: 'desktop',
    root: import.meta.dirname,
    include: ['**/*.desktop.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
})
