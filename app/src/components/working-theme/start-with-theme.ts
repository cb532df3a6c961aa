/**
 * The confirmation before a copy of the shown theme replaces the working theme. The Themes page
 * and the Designer both offer it and must ask in the same words.
 */
export const START_WITH_THEME_CONFIRMATION = {
  title: 'Start with this theme',
  description: (name: string) =>
    `Your working theme will be replaced by a copy of "${name}". Undo brings it back.`,
  confirm: 'Start with this theme',
} as const
