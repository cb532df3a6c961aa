// How the format tests compare a theme with what came back from a file: every variable the file
// holds, colours as the same 8-bit sRGB colour (a file may spell them differently), everything
// else as the same text.
import { expect } from 'vitest'
import { srgbOf } from '../formats/color-spelling.ts'
import { themeToVariables, type ThemeVariable } from '../formats/css-variables.ts'
import type { Theme } from '../types.ts'
import { resolveTheme } from './resolved-themes.ts'

/** A colour as comparable 8-bit channels and alpha, or the text itself for other values. */
export function comparable(value: string): string {
  const rgb = srgbOf(value)
  if (!rgb) return value.replace(/\s+/g, ' ').trim()
  return `rgb(${rgb.r} ${rgb.g} ${rgb.b} / ${Math.round((rgb.alpha ?? 1) * 255)})`
}

const comparableValues = (variables: ThemeVariable[]) =>
  Object.fromEntries(variables.map(({ name, value }) => [name, comparable(value)]))

/** Expects every variable of `original` in `back` (a theme read from a file), equal. */
export function expectSameVariables(label: string, original: Theme, back: Theme | undefined): void {
  expect(back, label).toBeDefined()
  const returned = comparableValues(themeToVariables(resolveTheme(back as Theme)))
  expect(returned, label).toMatchObject(comparableValues(themeToVariables(original)))
}

/** The only mode a file read back holds. */
export function onlyMode(modes: { light?: Theme; dark?: Theme }): Theme | undefined {
  const present = [modes.light, modes.dark].filter((theme) => theme !== undefined)
  expect(present).toHaveLength(1)
  return present[0]
}
