import { Link2Icon, SparklesIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { START_WITH_THEME_CONFIRMATION } from '@/components/working-theme/start-with-theme'
import { withheldBackground } from '@/theming/remote-background'
import {
  leaveSharedTheme,
  startWithTheme,
  useSharedTheme,
  type ThemeEntry,
} from '@/theming/theme-runtime'
import { focusPage, hostOf } from './notice-bar'

/** A blank name becomes 'New Theme' when started with, so the notice calls it that already. */
function nameOf(entry: ThemeEntry): string {
  return entry.source.displayName.trim() || 'New Theme'
}

/**
 * Below every page while a theme from a share link is shown: it is only looked at until the user
 * starts with it (the same confirmation as for an example), or goes back to their own theme.
 */
export function SharedThemeNotice() {
  const entry = useSharedTheme()
  const [confirming, setConfirming] = useState(false)
  if (!entry) return null
  const name = nameOf(entry)
  const background = withheldBackground(entry.source)

  return (
    <div
      role="status"
      className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-2 border-t bg-card px-4 py-3 text-card-foreground md:px-8"
    >
      <p className="flex min-w-0 flex-1 basis-64 items-start gap-3 text-sm">
        <Link2Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0">
          <span className="font-medium break-words">Shared theme: {name}</span>
          <span className="block text-muted-foreground">
            Your working theme stays as it is until you start with this one.
            {background &&
              ` Its background image from ${hostOf(background)} is not loaded; after you start with it, choose Show to load it.`}
          </span>
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setConfirming(true)}>
          <SparklesIcon aria-hidden />
          {START_WITH_THEME_CONFIRMATION.confirm}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            leaveSharedTheme()
            focusPage()
          }}
        >
          Back to my theme
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={START_WITH_THEME_CONFIRMATION.title}
        description={START_WITH_THEME_CONFIRMATION.description(name)}
        confirmLabel={START_WITH_THEME_CONFIRMATION.confirm}
        onConfirm={async () => {
          await startWithTheme(entry)
          focusPage()
        }}
      />
    </div>
  )
}
