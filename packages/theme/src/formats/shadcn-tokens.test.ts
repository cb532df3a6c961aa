import { describe, expect, it } from 'vitest'
import type { Theme } from '../types.ts'
import { removeUnknownProperties } from '../unknown-properties.ts'
import { readTheme } from '../validate.ts'
import { readThemeText } from './index.ts'

describe("shadcn/ui's own tokens", () => {
  it('are part of an imported theme: no note calls them unknown, and clean-up keeps them', () => {
    const { modes } = readThemeText(`:root {
      --background: #fff; --foreground: #111; --card: #fff; --card-foreground: #111;
      --popover: #fff; --popover-foreground: #111; --primary: #2563eb;
      --primary-foreground: #fff; --secondary: #eee; --secondary-foreground: #111; --muted: #eee;
      --muted-foreground: #555; --accent: #eee; --accent-foreground: #111; --destructive: #d00;
      --border: #ddd; --input: #ddd; --ring: #2563eb;
      --chart-1: #f60; --chart-2: #0a8; --chart-3: #036; --chart-4: #fc3; --chart-5: #f93;
      --sidebar: #fafafa; --sidebar-foreground: #111; --sidebar-primary: #2563eb;
      --sidebar-primary-foreground: #fff; --sidebar-accent: #eee; --sidebar-accent-foreground: #111;
      --sidebar-border: #ddd; --sidebar-ring: #2563eb; --surface: #f5f5f5;
    }`)
    const theme = modes.light as Theme
    const unknown = readTheme(theme).warnings.map(({ path }) => path)
    expect(unknown).toEqual(['/colors/surface'])
    const cleaned = removeUnknownProperties(theme)
    expect(Object.keys(cleaned.colors ?? {})).toEqual(
      Object.keys(theme.colors ?? {}).filter((key) => key !== 'surface'),
    )
    expect(cleaned.colors).toMatchObject({ 'chart-1': '#f60', sidebarPrimary: '#2563eb' })
  })
})
