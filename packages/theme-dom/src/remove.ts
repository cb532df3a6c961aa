import {
  BACKGROUND_CLASS,
  setOrRemoveAttribute,
  THEME_ATTRIBUTES,
  THEME_STYLE_ELEMENT_ID,
  written,
  type DocumentRecord,
  type ElementRecord,
  type PriorMarks,
  type ThemeTarget,
} from './written.ts'

/** The classes a theme owns: on the root its `theme-*` class and the background mark. */
const ownedByTheme = (name: string, onRoot: boolean) =>
  name === BACKGROUND_CLASS || (onRoot && name.startsWith('theme-'))

/** Gives back an element's own classes and theme attributes; classes the page added since stay. */
function restoreMarks(element: Element, prior: PriorMarks, onRoot: boolean): void {
  const pageClasses = (names: string[]) => names.filter((name) => !ownedByTheme(name, onRoot))
  if (pageClasses([...element.classList]).join(' ') === pageClasses(prior.classes).join(' ')) {
    // The page's own classes are as they were: the attribute goes back word for word.
    setOrRemoveAttribute(element, 'class', prior.classAttribute)
  } else {
    for (const name of [...element.classList]) {
      if (ownedByTheme(name, onRoot)) element.classList.remove(name)
    }
    element.classList.add(...prior.classes.filter((name) => ownedByTheme(name, onRoot)))
  }
  THEME_ATTRIBUTES.forEach((name, index) =>
    setOrRemoveAttribute(element, name, prior.attributes[index] ?? null),
  )
}

function removeFromDocument(doc: Document, { priorCss, root, body }: DocumentRecord): void {
  const style = doc.getElementById(THEME_STYLE_ELEMENT_ID)
  if (priorCss === undefined) style?.remove()
  else if (style) style.textContent = priorCss
  restoreMarks(doc.documentElement, root, true)
  if (body && doc.body) restoreMarks(doc.body, body, false)
}

function removeFromElement(
  element: Element & ElementCSSInlineStyle,
  { hadStyleAttribute, declarations }: ElementRecord,
): void {
  // Setting '' removes a declaration the element did not have.
  for (const [property, [, prior, priority]] of declarations) {
    element.style.setProperty(property, prior, priority)
  }
  if (!hadStyleAttribute && !element.getAttribute('style')) element.removeAttribute('style')
}

/**
 * Takes off everything applyCompiledTheme wrote on `target` (style element, classes, attributes,
 * inline declarations), leaving the target as it was before the first theme.
 */
export function removeCompiledTheme(target: ThemeTarget): void {
  const record = written.get(target)
  if (!record) return
  written.delete(target)
  if ('documentElement' in target) removeFromDocument(target, record as DocumentRecord)
  else removeFromElement(target, record as ElementRecord)
}
