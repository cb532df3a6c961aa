import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'cli',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The tests run the built binary, as a user does: build the engine and the CLI once first.
    globalSetup: ['src/test/build-once.ts'],
    testTimeout: 20_000,
  },
})
