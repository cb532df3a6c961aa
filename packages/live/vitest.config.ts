import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'live',
    environment: 'jsdom',
    include: ['src/**/*.test.ts'],
    // The engine's @material/material-color-utilities ships ESM that Node cannot load as it is;
    // Vite's resolver reads it.
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
})
