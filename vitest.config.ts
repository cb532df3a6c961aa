import { defineConfig } from 'vitest/config'

// One run over every workspace; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/theme',
      'packages/theme-dom',
      'packages/session',
      'packages/live',
      'packages/cli',
      'app',
    ],
  },
})
