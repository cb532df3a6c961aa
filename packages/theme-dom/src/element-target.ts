import { isSafeCssUrl, isSafeCssValue, type CompiledTheme } from '@theme-a-roo/theme'
import { written, type ElementRecord, type WriteOptions } from './written.ts'

const CUSTOM_PROPERTY = /^--[A-Za-z0-9_-]+$/

/**
 * The inline declarations that show a theme on one element. Variables whose value could load a
 * resource (the `--background-image` URL) stay off: the element paints its background itself.
 */
function declarationsOf(compiled: CompiledTheme, { variablesOnly }: WriteOptions) {
  const declarations = new Map<string, string>()
  const put = (property: string, value: string) => {
    if (isSafeCssValue(value)) declarations.set(property, value)
  }
  for (const [name, value] of Object.entries(compiled.variables)) {
    if (CUSTOM_PROPERTY.test(name)) put(name, value)
  }
  if (variablesOnly) return declarations
  if (compiled.colorScheme) put('color-scheme', compiled.colorScheme)
  const background = compiled.background
  if (background && isSafeCssUrl(background.image)) {
    declarations.set('background-image', background.image)
    // Not its attachment: fixed to the viewport, a box would show a slice of the page's picture.
    put('background-size', background.size)
    put('background-position', background.position)
    put('background-repeat', background.repeat)
  }
  return declarations
}

/**
 * Writes a theme on one element as inline declarations, so that only the element and what it
 * holds restyle. A write touches only the declarations that changed since the last one.
 */
export function writeOnElement(
  element: Element & ElementCSSInlineStyle,
  compiled: CompiledTheme,
  options: WriteOptions,
): void {
  let record = written.get(element) as ElementRecord | undefined
  if (!record) {
    record = { hadStyleAttribute: element.hasAttribute('style'), declarations: new Map() }
    written.set(element, record)
  }
  const { style } = element
  const { declarations } = record
  const next = declarationsOf(compiled, options)
  for (const [property, [, prior, priority]] of declarations) {
    if (next.has(property)) continue
    // Setting '' removes the declaration.
    style.setProperty(property, prior, priority)
    declarations.delete(property)
  }
  for (const [property, value] of next) {
    const before = declarations.get(property)
    if (before?.[0] === value) continue
    const [, prior, priority] = before ?? [
      '',
      style.getPropertyValue(property),
      style.getPropertyPriority(property),
    ]
    declarations.set(property, [value, prior, priority])
    style.setProperty(property, value)
  }
}
