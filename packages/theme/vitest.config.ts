import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    name: 'theme',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // theme-o-rama 0.2 (the Sage oracle) and @material/material-color-utilities 0.4.0 ship ESM
    // that Node cannot load as it is (extensionless imports, JSON without import attributes);
    // Vite's resolver reads it.
    server: { deps: { inline: ['theme-o-rama-0.2', '@material/material-color-utilities'] } },
  },
})
