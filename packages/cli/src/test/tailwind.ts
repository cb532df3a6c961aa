import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { compile } from 'tailwindcss'

const require = createRequire(import.meta.url)

/** Compiles a stylesheet with Tailwind 4 as an app's build does; `@import "tailwindcss"` is its own. */
export async function compileWithTailwind(css: string, base: string) {
  return compile(css, {
    base,
    loadStylesheet: (id: string, from: string) => {
      const path = require.resolve(id === 'tailwindcss' ? 'tailwindcss/index.css' : id)
      return Promise.resolve({ path, base: from, content: readFileSync(path, 'utf8') })
    },
  })
}
