import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The engine from its source, not a build that may be older.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'session',
    // No DOM: the session must run where a command line or a server runs.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The engine's @material/material-color-utilities ships ESM that Node cannot load as it is;
    // Vite's resolver reads it.
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
})
