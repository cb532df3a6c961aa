/*
 * Theme files in every format the command line reads, written for the tests. The good theme
 * passes every contrast pair the Designer lists; each other one differs from it in one way.
 */

const good = {
  name: 'harbour',
  displayName: 'Harbour',
  schemaVersion: 1,
  inherits: 'light',
  mostLike: 'light',
  colors: {
    primary: '#1d4ed8',
    primaryForeground: '#ffffff',
    mutedForeground: 'hsl(0 0% 35%)',
    destructive: 'hsl(0 72% 42%)',
    destructiveForeground: '#ffffff',
  },
  switches: {
    thumb: { background: '#ffffff' },
    checked: { background: '#1d4ed8' },
    unchecked: { background: '#6b7280' },
  },
}

export const GOOD_THEME = `${JSON.stringify(good, null, 2)}\n`

/** Muted text too light to read on the page: one failing field, which Fix can darken. */
export const LOW_CONTRAST_THEME = `${JSON.stringify(
  { ...good, name: 'faded', colors: { ...good.colors, mutedForeground: 'hsl(210 40% 75%)' } },
  null,
  2,
)}\n`

/** A prototype key and a value that would close its declaration and style the page. */
export const HOSTILE_THEME = `{
  "name": "hostile",
  "schemaVersion": 1,
  "inherits": "light",
  "colors": {
    "__proto__": { "polluted": "yes" },
    "primary": "red; } body { background: red"
  }
}
`

/** An app's globals.css from shadcn/ui for Tailwind v4. */
export const SHADCN_V4_CSS = `@import "tailwindcss";

:root {
  --background: oklch(1 0 0);
  --foreground: oklch(0.145 0 0);
  --primary: oklch(0.205 0 0);
  --primary-foreground: oklch(0.985 0 0);
  --muted: oklch(0.97 0 0);
  --muted-foreground: oklch(0.4 0 0);
  --radius: 0.625rem;
}

.dark {
  --background: oklch(0.145 0 0);
  --foreground: oklch(0.985 0 0);
  --primary: oklch(0.922 0 0);
  --primary-foreground: oklch(0.205 0 0);
}
`

/** DTCG 2025.10 tokens, one light set. */
export const DTCG_TOKENS = `${JSON.stringify(
  {
    color: {
      $type: 'color',
      background: { $value: '#ffffff' },
      foreground: { $value: '#111827' },
      primary: { $value: '#1d4ed8' },
      'primary-foreground': { $value: '#ffffff' },
    },
  },
  null,
  2,
)}\n`

export const NOT_A_THEME = 'Shopping list: eggs, milk, bread.\n'
