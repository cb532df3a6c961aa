import { isHiddenTheme } from '@theme-a-roo/theme'
import { Loader2Icon, PaletteIcon } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useThemeRuntime, type ThemeEntry } from '@/theming/theme-runtime'
import { ThemeCard } from './ThemeCard'
import { warmThemeFontsWhenIdle } from './warm-theme-fonts'

function isListed(entry: ThemeEntry): boolean {
  return !entry.isWorkingTheme && !isHiddenTheme(entry.source)
}

/** Stable functions: the cards are memoised, so a new function would render every card again. */
interface ThemeGalleryProps {
  onSelect: (entry: ThemeEntry) => void
  onSelectWorkingTheme: () => void
}

/** 'Choose a Theme': the working theme first, then the example themes by display name. */
export function ThemeGallery({ onSelect, onSelectWorkingTheme }: ThemeGalleryProps) {
  const status = useThemeRuntime((state) => state.status)
  const error = useThemeRuntime((state) => state.error)
  const themes = useThemeRuntime((state) => state.themes)
  const currentName = useThemeRuntime((state) => state.current?.name)
  const examples = useMemo(
    () =>
      themes
        .filter(isListed)
        .sort((a, b) => a.theme.displayName.localeCompare(b.theme.displayName)),
    [themes],
  )
  useEffect(() => warmThemeFontsWhenIdle(themes.map((entry) => entry.theme)), [themes])

  if (status === 'loading') {
    return (
      <p className="flex items-center gap-2 py-8 text-muted-foreground" role="status">
        <Loader2Icon className="size-5 animate-spin" aria-hidden />
        Loading themes...
      </p>
    )
  }
  if (status === 'error') {
    return (
      <p className="py-8 text-destructive" role="alert">
        Error loading themes: {error}
      </p>
    )
  }
  if (themes.length === 0) {
    return <p className="py-8 text-muted-foreground">No theme available</p>
  }

  const workingTheme = themes.find((entry) => entry.isWorkingTheme)

  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose a Theme</CardTitle>
        <CardDescription>Select a theme to preview it across the app.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section aria-labelledby="work-in-progress-heading" className="flex flex-col gap-3">
          <h2
            id="work-in-progress-heading"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Work in Progress
          </h2>
          {workingTheme ? (
            // A whole row on phones, so the name is not cut short; a grid cell from md up.
            <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
              <ThemeCard
                entry={workingTheme}
                selected={currentName === workingTheme.name}
                onSelect={onSelectWorkingTheme}
              />
            </div>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-6 text-center">
              <PaletteIcon className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No Working Theme</p>
              <p className="text-sm text-muted-foreground">
                Start designing a theme to see it here
              </p>
              <Button asChild className="mt-2">
                <Link to="/json-editor">Start Designing</Link>
              </Button>
            </div>
          )}
        </section>
        <section aria-labelledby="example-themes-heading" className="flex flex-col gap-3">
          <h2
            id="example-themes-heading"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Example Themes
          </h2>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {examples.map((entry) => (
              <ThemeCard
                key={entry.name}
                entry={entry}
                selected={currentName === entry.name}
                onSelect={onSelect}
              />
            ))}
          </div>
        </section>
      </CardContent>
    </Card>
  )
}
