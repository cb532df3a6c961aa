/*
 * What applyCompiledTheme wrote on each target and what the target had before, kept apart from
 * the writing so that a page that never takes a theme off does not load the code that does.
 */

/** A whole document, or one element whose inline style holds the theme for what it contains. */
export type ThemeTarget = Document | (Element & ElementCSSInlineStyle)

export interface WriteOptions {
  /**
   * Element targets only: write the theme's variables alone, for an element inside a page that
   * already shows the theme's colour scheme and background (a preview shown ahead of the page).
   * Otherwise an element also gets the colour scheme and the background image.
   */
  variablesOnly?: boolean
}

/** The <style> element holding a document's theme; one written ahead of the first apply is reused. */
export const THEME_STYLE_ELEMENT_ID = 'active-theme'

/** The attributes a runtime writes: 0.4 on the root, Sage on the root and <body>. */
export const THEME_ATTRIBUTES = ['data-theme-style', 'data-theme-styles']
export const BACKGROUND_CLASS = 'has-background-image'

/** An element's classes and theme attributes before the first theme. */
export interface PriorMarks {
  classAttribute: string | null
  classes: string[]
  attributes: (string | null)[]
}

export interface DocumentRecord {
  /** The text of a theme <style> the page had, undefined when there was none. */
  priorCss: string | undefined
  root: PriorMarks
  /** Taken when <body> is first written: a theme written from the <head> finds none yet. */
  body?: PriorMarks
}

export interface ElementRecord {
  hadStyleAttribute: boolean
  /** Each declaration written: its value, and the inline value the element had ('' for none). */
  declarations: Map<string, [value: string, prior: string, priorPriority: string]>
}

export const written = new WeakMap<ThemeTarget, DocumentRecord | ElementRecord>()

export function setOrRemoveAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}
