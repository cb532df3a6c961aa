/*
 * A theme's preview card, as the NFT wizard draws it in the page and the command line draws it
 * without one: its size and the colour roles of its swatches, so that both draw the same card.
 */

/** The card's size in CSS pixels (it is saved at twice this). */
export const PREVIEW_CARD_SIZE = 320

/** The swatches in order: the colour role each shows, and its label. */
export const PREVIEW_CARD_SWATCHES = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
  ['destructive', 'Destructive'],
] as const
