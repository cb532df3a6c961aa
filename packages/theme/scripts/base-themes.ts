/**
 * The base themes light, dark and color are theme-o-rama's own: this copies the installed
 * package's light.json, dark.json and color.json byte for byte into themes/<name>/theme.json, so
 * that a theme inheriting a base looks here as it does in every app that uses theme-o-rama.
 * base-themes.test.ts fails when the copies and the installed package drift apart.
 */
import { copyFile, mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

const BASE_THEME_NAMES = ['light', 'dark', 'color'] as const

/** The package's files sit beside its entry point, which is all its exports map lets us resolve. */
const packageDist = new URL('./', import.meta.resolve('theme-o-rama'))
const themesDir = new URL('../themes/', import.meta.url)

export async function copyBaseThemes(): Promise<void> {
  for (const name of BASE_THEME_NAMES) {
    const target = new URL(`${name}/`, themesDir)
    await mkdir(target, { recursive: true })
    await copyFile(new URL(`${name}.json`, packageDist), new URL('theme.json', target))
    console.log(`${name}: theme.json from ${fileURLToPath(new URL(`${name}.json`, packageDist))}`)
  }
}
