// Just enough DOM typing for the jsdom-based tests. The package compiles without the DOM library
// so that product code cannot reach for `document` by accident; tests get the globals from here.

interface TestStyle {
  readonly length: number
  item(index: number): string
  getPropertyValue(name: string): string
  getPropertyPriority(name: string): string
  setProperty(name: string, value: string): void
  backgroundImage: string
  backgroundSize: string
  backgroundPosition: string
  backgroundRepeat: string
  backgroundAttachment: string
  colorScheme: string
  display: string
}

export interface TestElement {
  readonly style: TestStyle
  readonly classList: Iterable<string> & { contains(token: string): boolean }
  className: string
  textContent: string | null
  innerHTML: string
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
  appendChild<T extends TestElement>(child: T): T
  remove(): void
  querySelectorAll(selectors: string): { readonly length: number }
}

interface TestRule {
  readonly selectorText: string
  readonly cssText: string
  readonly style: TestStyle
}

interface TestDocument {
  readonly head: TestElement
  readonly body: TestElement
  readonly documentElement: TestElement
  readonly styleSheets: ArrayLike<{ readonly cssRules: ArrayLike<TestRule> }>
  createElement(tagName: string): TestElement
  querySelectorAll(selectors: string): { readonly length: number }
}

interface TestWindow {
  document: TestDocument
  getComputedStyle(element: TestElement): TestStyle
}

const testWindow = globalThis as unknown as TestWindow

export function testDocument(): TestDocument {
  return testWindow.document
}

export function computedStyle(element: TestElement): TestStyle {
  return testWindow.getComputedStyle(element)
}

/** Every custom property set inline on an element, name → value. */
export function inlineCustomProperties(element: TestElement): Record<string, string> {
  const found: Record<string, string> = {}
  for (let index = 0; index < element.style.length; index++) {
    const name = element.style.item(index)
    if (name.startsWith('--')) found[name] = element.style.getPropertyValue(name)
  }
  return found
}
