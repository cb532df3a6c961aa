// Themes that build on each base theme, for the inheritance conformance tests: each one sets a
// little of everything (colours in several notations, fonts, shadows, corners, gradients in the
// background fields, a background image) and leaves the rest to its base, so that what the base
// gives and how it is merged both show in the output.
import type { Theme } from '../types.ts'

export const BASE_NAMES = ['light', 'dark', 'color'] as const

const gradient = 'linear-gradient(135deg, #0ea5e9 0%, rgb(168 85 247 / 0.9) 100%)'
const radial = 'radial-gradient(circle at 30% 20%, hsl(330 90% 60% / 0.8), transparent 70%)'
const conic =
  'conic-gradient(from 90deg, oklch(0.7 0.15 150), oklch(0.6 0.2 260), oklch(0.7 0.15 150))'

/** The themes that inherit `base`, named `<base>-<what>`. */
export function themesInheriting(base: (typeof BASE_NAMES)[number]): Theme[] {
  const theme = (what: string, fields: Partial<Theme>): Theme => ({
    name: `${base}-${what}`,
    displayName: `${base} ${what}`,
    schemaVersion: 1,
    inherits: base,
    ...fields,
  })
  return [
    theme('bare', {}),
    theme('colours', {
      mostLike: base === 'light' ? 'light' : 'dark',
      colors: {
        themeColor: 'hsl(160 40% 30%)',
        primary: '#7c3aed',
        primaryForeground: 'rgb(255 255 255)',
        ring: 'oklch(0.62 0.19 280)',
        card: 'hsl(0 0% 100% / 0.6)',
        border: 'color-mix(in srgb, var(--primary) 30%, transparent)',
      },
    }),
    theme('type', {
      fonts: { heading: `'Playfair Display', Georgia, serif`, mono: '"Fira Code", monospace' },
      corners: { lg: '1rem', full: '9999px' },
      shadows: {
        card: '0 8px 24px -6px rgb(124 58 237 / 0.35), inset 0 1px 0 rgb(255 255 255 / 0.1)',
        button: 'none',
      },
    }),
    theme('gradients', {
      buttonStyle: 'gradient',
      buttons: {
        default: {
          background: gradient,
          hover: { background: radial },
          active: { background: conic },
        },
        destructive: { background: 'linear-gradient(90deg, #dc2626, #f97316)', color: 'white' },
        outline: { hover: { background: radial } },
        secondary: { background: conic, border: '1px solid transparent' },
      },
      tables: {
        background: gradient,
        header: { background: conic },
        row: { hover: { background: radial }, selected: { background: gradient } },
        footer: { background: 'linear-gradient(to right, transparent, rgb(0 0 0 / 0.1))' },
      },
      sidebar: { background: radial, border: '1px solid rgb(255 255 255 / 0.2)' },
      switches: { checked: { background: gradient }, thumb: { background: 'white' } },
      colors: { card: gradient, inputBackground: radial },
    }),
    theme('image', {
      backgroundImage: 'https://images.example.com/backgrounds/dunes.webp',
      backgroundSize: 'contain',
      backgroundPosition: 'bottom right',
      colors: {
        background: 'transparent',
        cardBackdropFilter: 'blur(12px) saturate(160%)',
        popoverBackdropFilter: 'blur(16px)',
      },
      sidebar: { backdropFilter: 'blur(20px)' },
      tables: { row: { backdropFilter: 'blur(4px)' } },
    }),
    theme('embedded-image', {
      backgroundImage:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      tags: ['mine'],
    }),
  ]
}

/** A theme two steps from a base: it inherits one of the themes above. */
export function grandchildOf(parent: Theme): Theme {
  return {
    name: `${parent.name}-child`,
    displayName: `${parent.displayName} child`,
    schemaVersion: 1,
    inherits: parent.name,
    colors: { accent: 'hsl(45 100% 55%)' },
    buttons: { ghost: { hover: { background: gradient } } },
  }
}
