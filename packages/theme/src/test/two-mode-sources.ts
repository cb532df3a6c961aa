// Two-mode themes written for the round-trip tests, one per shadcn/ui format: what a designer
// pastes from an app (globals.css for Tailwind v4 or v3) or a registry, with both modes.

/**
 * A v4 globals.css in shadcn's layout: every token in :root and .dark (charts, the sidebar's eight,
 * a translucent border), and `@theme inline` naming the app's own font loaded by next/font.
 */
export const GRAPHITE_V4 = `@import "tailwindcss";

@theme inline {
  --font-sans: var(--font-geist-sans);
  --font-mono: var(--font-geist-mono);
  --color-background: var(--background);
  --color-primary: var(--primary);
  --color-chart-1: var(--chart-1);
  --color-sidebar-primary: var(--sidebar-primary);
  --radius-lg: var(--radius);
}

:root {
  --radius: 0.5rem;
  --background: oklch(1 0 0);
  --foreground: oklch(0.16 0.01 250);
  --card: oklch(0.99 0.002 250);
  --card-foreground: oklch(0.16 0.01 250);
  --popover: oklch(1 0 0);
  --popover-foreground: oklch(0.16 0.01 250);
  --primary: oklch(0.25 0.02 250);
  --primary-foreground: oklch(0.98 0.003 250);
  --secondary: oklch(0.96 0.005 250);
  --secondary-foreground: oklch(0.25 0.02 250);
  --muted: oklch(0.96 0.005 250);
  --muted-foreground: oklch(0.54 0.02 250);
  --accent: oklch(0.95 0.01 250);
  --accent-foreground: oklch(0.25 0.02 250);
  --destructive: oklch(0.6 0.22 25);
  --border: oklch(0.91 0.006 250);
  --input: oklch(0.9 0.006 250);
  --ring: oklch(0.7 0.02 250);
  --chart-1: oklch(0.65 0.2 40);
  --chart-2: oklch(0.6 0.12 185);
  --chart-3: oklch(0.4 0.07 225);
  --chart-4: oklch(0.83 0.18 85);
  --chart-5: oklch(0.77 0.18 70);
  --sidebar: oklch(0.98 0.003 250);
  --sidebar-foreground: oklch(0.16 0.01 250);
  --sidebar-primary: oklch(0.25 0.02 250);
  --sidebar-primary-foreground: oklch(0.98 0.003 250);
  --sidebar-accent: oklch(0.95 0.01 250);
  --sidebar-accent-foreground: oklch(0.25 0.02 250);
  --sidebar-border: oklch(0.91 0.006 250);
  --sidebar-ring: oklch(0.7 0.02 250);
}

.dark {
  --background: oklch(0.16 0.01 250);
  --foreground: oklch(0.98 0.003 250);
  --card: oklch(0.22 0.015 250);
  --card-foreground: oklch(0.98 0.003 250);
  --popover: oklch(0.22 0.015 250);
  --popover-foreground: oklch(0.98 0.003 250);
  --primary: oklch(0.91 0.006 250);
  --primary-foreground: oklch(0.22 0.015 250);
  --secondary: oklch(0.28 0.015 250);
  --secondary-foreground: oklch(0.98 0.003 250);
  --muted: oklch(0.28 0.015 250);
  --muted-foreground: oklch(0.7 0.02 250);
  --accent: oklch(0.28 0.015 250);
  --accent-foreground: oklch(0.98 0.003 250);
  --destructive: oklch(0.7 0.19 22);
  --border: oklch(1 0 0 / 10%);
  --input: oklch(1 0 0 / 15%);
  --ring: oklch(0.55 0.02 250);
  --chart-1: oklch(0.49 0.24 264);
  --chart-2: oklch(0.7 0.17 162);
  --chart-3: oklch(0.77 0.19 70);
  --chart-4: oklch(0.63 0.26 304);
  --chart-5: oklch(0.65 0.25 16);
  --sidebar: oklch(0.22 0.015 250);
  --sidebar-foreground: oklch(0.98 0.003 250);
  --sidebar-primary: oklch(0.49 0.24 264);
  --sidebar-primary-foreground: oklch(0.98 0.003 250);
  --sidebar-accent: oklch(0.28 0.015 250);
  --sidebar-accent-foreground: oklch(0.98 0.003 250);
  --sidebar-border: oklch(1 0 0 / 10%);
  --sidebar-ring: oklch(0.55 0.02 250);
}
`

/** A Tailwind v3 globals.css: HSL triplets (white and black among them) in `@layer base`. */
export const HARBOR_V3 = `@tailwind base;
@tailwind components;
@tailwind utilities;

@layer base {
  :root {
    --background: 0 0% 100%;
    --foreground: 215 28% 9%;
    --card: 0 0% 100%;
    --card-foreground: 215 28% 9%;
    --popover: 0 0% 100%;
    --popover-foreground: 215 28% 9%;
    --primary: 199 89% 38.2%;
    --primary-foreground: 0 0% 100%;
    --secondary: 210 20% 95.5%;
    --secondary-foreground: 215 28% 17%;
    --muted: 210 20% 95.5%;
    --muted-foreground: 215 14% 44.7%;
    --accent: 199 60% 93%;
    --accent-foreground: 215 28% 17%;
    --destructive: 0 72.2% 50.6%;
    --destructive-foreground: 0 0% 98%;
    --border: 214 24% 89.8%;
    --input: 214 24% 89.8%;
    --ring: 199 89% 38.2%;
    --radius: 0.75rem;
    --chart-1: 199 89% 48%;
    --chart-2: 160 60% 45%;
    --chart-3: 30 80% 55%;
    --chart-4: 280 65% 60%;
    --chart-5: 340 75% 55%;
    --sidebar-background: 210 20% 98%;
    --sidebar-foreground: 215 28% 17%;
    --sidebar-primary: 199 89% 38.2%;
    --sidebar-primary-foreground: 0 0% 100%;
    --sidebar-accent: 199 60% 93%;
    --sidebar-accent-foreground: 215 28% 17%;
    --sidebar-border: 214 24% 89.8%;
    --sidebar-ring: 199 89% 48%;
  }

  .dark {
    --background: 215 28% 7%;
    --foreground: 0 0% 98%;
    --card: 215 28% 9%;
    --card-foreground: 0 0% 98%;
    --popover: 215 28% 9%;
    --popover-foreground: 0 0% 98%;
    --primary: 199 89% 60%;
    --primary-foreground: 0 0% 0%;
    --secondary: 215 20% 16.5%;
    --secondary-foreground: 0 0% 98%;
    --muted: 215 20% 16.5%;
    --muted-foreground: 215 16% 65.1%;
    --accent: 199 40% 20%;
    --accent-foreground: 0 0% 98%;
    --destructive: 0 62.8% 40.6%;
    --destructive-foreground: 0 0% 98%;
    --border: 215 20% 16.5%;
    --input: 215 20% 16.5%;
    --ring: 199 89% 60%;
    --chart-1: 199 89% 60%;
    --chart-2: 160 60% 45%;
    --chart-3: 30 80% 55%;
    --chart-4: 280 65% 60%;
    --chart-5: 340 75% 55%;
    --sidebar-background: 215 28% 9%;
    --sidebar-foreground: 0 0% 98%;
    --sidebar-primary: 199 89% 60%;
    --sidebar-primary-foreground: 0 0% 0%;
    --sidebar-accent: 215 20% 16.5%;
    --sidebar-accent-foreground: 0 0% 98%;
    --sidebar-border: 215 20% 16.5%;
    --sidebar-ring: 199 89% 60%;
  }
}
`

/** A registry:theme item as a theme registry publishes it: fonts in `theme`, hex and oklch colours. */
export const MEADOW_ITEM = {
  $schema: 'https://ui.shadcn.com/schema/registry-item.json',
  name: 'meadow',
  type: 'registry:theme',
  title: 'Meadow',
  cssVars: {
    theme: {
      'font-sans': 'var(--font-outfit)',
      'font-serif': 'Georgia, serif',
    },
    light: {
      radius: '0.875rem',
      background: '#fbfdf8',
      foreground: 'oklch(0.2 0.03 140)',
      card: '#ffffff',
      'card-foreground': 'oklch(0.2 0.03 140)',
      popover: '#ffffff',
      'popover-foreground': 'oklch(0.2 0.03 140)',
      primary: 'oklch(0.55 0.15 145)',
      'primary-foreground': 'oklch(0.98 0.01 145)',
      secondary: 'oklch(0.94 0.03 110)',
      'secondary-foreground': 'oklch(0.3 0.05 140)',
      muted: 'oklch(0.95 0.015 140)',
      'muted-foreground': 'oklch(0.5 0.03 140)',
      accent: 'oklch(0.92 0.05 95)',
      'accent-foreground': 'oklch(0.3 0.05 140)',
      destructive: 'oklch(0.58 0.22 27)',
      border: 'oklch(0.9 0.02 140)',
      input: 'oklch(0.9 0.02 140)',
      ring: 'oklch(0.55 0.15 145)',
      'chart-1': 'oklch(0.55 0.15 145)',
      'chart-2': 'oklch(0.7 0.14 95)',
      'chart-3': 'oklch(0.6 0.1 200)',
      'chart-4': 'oklch(0.65 0.16 50)',
      'chart-5': 'oklch(0.45 0.1 300)',
      sidebar: 'oklch(0.97 0.01 140)',
      'sidebar-foreground': 'oklch(0.2 0.03 140)',
      'sidebar-primary': 'oklch(0.55 0.15 145)',
      'sidebar-primary-foreground': 'oklch(0.98 0.01 145)',
      'sidebar-accent': 'oklch(0.92 0.05 95)',
      'sidebar-accent-foreground': 'oklch(0.3 0.05 140)',
      'sidebar-border': 'oklch(0.9 0.02 140)',
      'sidebar-ring': 'oklch(0.55 0.15 145)',
    },
    dark: {
      background: 'oklch(0.18 0.02 145)',
      foreground: 'oklch(0.96 0.01 140)',
      card: 'oklch(0.22 0.025 145)',
      'card-foreground': 'oklch(0.96 0.01 140)',
      popover: 'oklch(0.22 0.025 145)',
      'popover-foreground': 'oklch(0.96 0.01 140)',
      primary: 'oklch(0.72 0.16 145)',
      'primary-foreground': 'oklch(0.18 0.02 145)',
      secondary: 'oklch(0.3 0.04 110)',
      'secondary-foreground': 'oklch(0.96 0.01 140)',
      muted: 'oklch(0.28 0.02 145)',
      'muted-foreground': 'oklch(0.72 0.03 140)',
      accent: 'oklch(0.35 0.06 95)',
      'accent-foreground': 'oklch(0.96 0.01 140)',
      destructive: 'oklch(0.7 0.19 22)',
      border: 'oklch(1 0 0 / 12%)',
      input: 'oklch(1 0 0 / 16%)',
      ring: 'oklch(0.72 0.16 145)',
      'chart-1': 'oklch(0.72 0.16 145)',
      'chart-2': 'oklch(0.78 0.14 95)',
      'chart-3': 'oklch(0.7 0.1 200)',
      'chart-4': 'oklch(0.72 0.16 50)',
      'chart-5': 'oklch(0.6 0.12 300)',
      sidebar: 'oklch(0.22 0.025 145)',
      'sidebar-foreground': 'oklch(0.96 0.01 140)',
      'sidebar-primary': 'oklch(0.72 0.16 145)',
      'sidebar-primary-foreground': 'oklch(0.18 0.02 145)',
      'sidebar-accent': 'oklch(0.35 0.06 95)',
      'sidebar-accent-foreground': 'oklch(0.96 0.01 140)',
      'sidebar-border': 'oklch(1 0 0 / 12%)',
      'sidebar-ring': 'oklch(0.72 0.16 145)',
    },
  },
}

/** A colour theme laid over a base colour, as shadcn publishes amber or rose: a few tokens only. */
export const COPPER_OVERLAY = {
  name: 'copper',
  type: 'registry:theme',
  cssVars: {
    light: {
      primary: 'oklch(0.56 0.14 45)',
      'primary-foreground': 'oklch(0.98 0.02 80)',
      'chart-1': 'oklch(0.85 0.12 70)',
      'sidebar-primary': 'oklch(0.62 0.16 50)',
      'sidebar-primary-foreground': 'oklch(0.98 0.02 80)',
    },
    dark: {
      primary: 'oklch(0.48 0.13 45)',
      'primary-foreground': 'oklch(0.98 0.02 80)',
      'chart-1': 'oklch(0.85 0.12 70)',
      'sidebar-primary': 'oklch(0.75 0.16 60)',
      'sidebar-primary-foreground': 'oklch(0.28 0.07 45)',
    },
  },
}
