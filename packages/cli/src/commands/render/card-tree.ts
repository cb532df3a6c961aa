import { PREVIEW_CARD_SIZE, PREVIEW_CARD_SWATCHES, type Rgba } from '@theme-a-roo/theme'
import type { CardStyle } from './card-style.ts'

/*
 * The NFT wizard's preview card (app/src/features/nft/ThemePreviewCard.tsx) as the element tree
 * satori lays out: the same boxes, sizes, spacing and colour roles, spelled as inline styles
 * (satori has flexbox and no grid, so the swatch grid is a row of equal columns). Shadows are
 * left out: they fall outside the card or are too faint to tell at this size.
 */

/** The card's size in CSS pixels; the PNG is drawn at twice this. */
export const CARD_SIZE = PREVIEW_CARD_SIZE

/** The saved card is twice as large as on screen (the wizard's pixelRatio): 640x640. */
export const SCALE = 2

export interface CardNode {
  type: string
  props: { style?: Record<string, unknown>; children?: CardChild | CardChild[]; src?: string }
}
type CardChild = CardNode | string

/** Line heights in pixels by font size, as Tailwind sets them (10 px text inherits 1.5). */
const LINE_HEIGHTS: Record<number, string> = { 10: '15px', 12: '16px', 14: '20px', 24: '32px' }

const node = (
  type: string,
  style: Record<string, unknown>,
  children?: CardChild | CardChild[],
): CardNode => ({ type, props: { style, ...(children === undefined ? {} : { children }) } })

/** `rgba()` with the colour's alpha times `opacity` (Tailwind's `bg-card/80`). */
function paint({ r, g, b, a }: Rgba, opacity = 1): string {
  return `rgba(${r}, ${g}, ${b}, ${Math.round(a * opacity * 1000) / 1000})`
}

export function cardTree(style: CardStyle): CardNode {
  const { colors, radius } = style
  const border = `1px solid ${paint(colors.border)}`
  // Tailwind's text-xs, text-sm and text-[10px]: the line heights are its own.
  const label = (text: string, size: number, weight: number, extra: Record<string, unknown>) =>
    node(
      'div',
      { fontSize: size, lineHeight: LINE_HEIGHTS[size], fontWeight: weight, ...extra },
      text,
    )
  const swatch = ([role, name]: (typeof PREVIEW_CARD_SWATCHES)[number]) =>
    node(
      'div',
      { display: 'flex', flex: 1, flexDirection: 'column', alignItems: 'center', gap: 4 },
      [
        node('div', {
          width: 48,
          height: 48,
          borderRadius: radius.md,
          border,
          backgroundColor: paint(colors[role]),
        }),
        label(name, 10, 500, {
          borderRadius: radius.sm,
          padding: '0 4px',
          backgroundColor: paint(colors.card, 0.8),
          color: paint(colors.cardForeground),
        }),
      ],
    )
  const button = (text: string, fill: Rgba, ink: Rgba) =>
    label(text, 12, 500, {
      borderRadius: radius.md,
      padding: '4px 12px',
      backgroundColor: paint(fill),
      color: paint(ink),
    })
  const content = node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      gap: 16,
      padding: 20,
      flex: 1,
      position: 'relative',
    },
    [
      node(
        'div',
        {
          display: 'block',
          borderRadius: radius.md,
          padding: '4px 8px',
          backgroundColor: paint(colors.card, 0.8),
          color: paint(colors.cardForeground),
          fontSize: 24,
          lineHeight: LINE_HEIGHTS[24],
          fontWeight: 700,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        },
        style.displayName,
      ),
      node('div', { display: 'flex', gap: 8 }, PREVIEW_CARD_SWATCHES.map(swatch)),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          marginTop: 'auto',
          padding: 16,
          borderRadius: radius.lg,
          border,
          backgroundColor: paint(colors.card),
          color: paint(colors.cardForeground),
        },
        [
          label('Sample Card', 14, 600, {}),
          label('How content looks in this theme.', 12, 400, {
            color: paint(colors.mutedForeground),
          }),
          node('div', { display: 'flex', gap: 8 }, [
            button('Primary', colors.primary, colors.primaryForeground),
            button('Secondary', colors.secondary, colors.secondaryForeground),
          ]),
        ],
      ),
    ],
  )
  // The image covers the card as `background-size: cover` does. Positioned, it would paint over
  // the content if that were not positioned too (above).
  const image: CardNode[] = style.image
    ? [
        {
          type: 'img',
          props: {
            src: style.image,
            style: {
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
            },
          },
        },
      ]
    : []
  return node(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width: CARD_SIZE,
      height: CARD_SIZE,
      overflow: 'hidden',
      borderRadius: radius.xl,
      border,
      backgroundColor: paint(colors.background),
      color: paint(colors.foreground),
      fontFamily: 'Card',
    },
    [...image, content],
  )
}
