import { mergeThemes, type Theme } from '@theme-a-roo/theme'
import { updateWorkingTheme } from '@/theming/working-theme'

/** Stored as the background colour to mean 'follow the theme colour'; valid CSS for consumers too. */
export const THEME_COLOR_TOKEN = 'var(--theme-color)'

/** The blur the Backdrop Filters toggle gives each surface. */
export const BACKDROP_FILTERS = {
  card: 'blur(16px) saturate(180%) brightness(1.1)',
  popover: 'blur(20px) saturate(180%) brightness(1.1)',
  input: 'blur(8px) saturate(150%) brightness(1.05)',
  sidebar: 'blur(20px) saturate(180%) brightness(1.1)',
  tableHeaderFooter: 'blur(8px) saturate(150%) brightness(1.05)',
  tableRow: 'blur(4px) saturate(120%) brightness(1.02)',
} as const

/**
 * On writes the blur values above; off removes them, so the theme falls back to its base and
 * stays valid against the schema, which allows only strings.
 */
export function setWorkingThemeBackdropFilters(enabled: boolean): void {
  const value = (filter: string) => (enabled ? filter : undefined)
  updateWorkingTheme(
    (theme) =>
      mergeThemes(theme, {
        colors: {
          cardBackdropFilter: value(BACKDROP_FILTERS.card),
          popoverBackdropFilter: value(BACKDROP_FILTERS.popover),
          inputBackdropFilter: value(BACKDROP_FILTERS.input),
        },
        sidebar: { backdropFilter: value(BACKDROP_FILTERS.sidebar) },
        tables: {
          header: { backdropFilter: value(BACKDROP_FILTERS.tableHeaderFooter) },
          footer: { backdropFilter: value(BACKDROP_FILTERS.tableHeaderFooter) },
          row: { backdropFilter: value(BACKDROP_FILTERS.tableRow) },
        },
      }),
    { history: 'step' },
  )
}

/** Whether the working theme has the toggle's blur on (judged by the card filter it writes). */
export function hasBackdropFilters(theme: Theme): boolean {
  return theme.colors?.cardBackdropFilter === BACKDROP_FILTERS.card
}
