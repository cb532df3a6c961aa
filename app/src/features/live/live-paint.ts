// What the user's app is sent for the theme shown here: theme-o-rama's output as this page
// writes it (the same compile, for the chosen 'Render as'), shadcn/ui's variables as the Tailwind
// v4 export writes them, and whether the theme is dark. The background image stays an address on
// this page; the connection names it for the app (see live-images.ts).
import type { PaintedBackground, PaintedTheme } from '@theme-a-roo/live'
import {
  compileTheme,
  shadcnVariables,
  storedImageKey,
  type RenderTarget,
} from '@theme-a-roo/theme'
import { themeIsLight, type ThemeEntry } from '@/theming/theme-runtime'

export interface AppPaint {
  theme: Omit<PaintedTheme, 'background'>
  background?: Omit<PaintedBackground, 'image'>
  /** The background image as this page shows it: an object URL, a bundled file, a web address. */
  image?: string
  /** Its content key, when the theme names a stored image. */
  imageKey?: string
  shadcn: Record<string, string>
  dark: boolean
}

/** The last paint of each entry's theme: switching back to a theme sends it without compiling. */
const paints = new WeakMap<ThemeEntry['theme'], { target: RenderTarget; paint: AppPaint }>()

export function appPaintOf(entry: ThemeEntry, target: RenderTarget): AppPaint {
  const cached = paints.get(entry.theme)
  if (cached?.target === target) return cached.paint
  const { rejected: _rejected, background, ...compiled } = compileTheme(entry.theme, { target })
  // The app writes the image's variable itself, from the image it holds.
  const { '--background-image': _image, ...variables } = compiled.variables
  const paint: AppPaint = {
    theme: { ...compiled, variables },
    shadcn: shadcnVariables(entry.source),
    dark: !themeIsLight(entry.theme),
  }
  if (background && entry.theme.backgroundImage) {
    const { image: _css, ...placement } = background
    paint.background = placement
    paint.image = entry.theme.backgroundImage
    paint.imageKey = storedImageKey(entry.source.backgroundImage)
  }
  paints.set(entry.theme, { target, paint })
  return paint
}
