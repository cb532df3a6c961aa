import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

type PreviewTab = 'sample' | 'app'

const LABELS: Record<PreviewTab, string> = { sample: 'Sample', app: 'Your app' }

export interface YourAppView {
  tab: ReactNode
  /** Opens on it (an app is connected). */
  first: boolean
}

/** The preview's two views: the sample of the app's own components, and the user's own app. */
export function PreviewTabs({ sample, yourApp }: { sample: ReactNode; yourApp: YourAppView }) {
  const [tab, setTab] = useState<PreviewTab>(yourApp.first ? 'app' : 'sample')
  const ids = useId()

  // Arrow keys move between the tabs, as a tab list's do.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const next = tab === 'sample' ? 'app' : 'sample'
    setTab(next)
    document.getElementById(`${ids}-${next}-tab`)?.focus()
  }

  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label="What the preview shows"
        className="flex gap-1 self-start rounded-[var(--radius-lg)] bg-muted p-1"
        onKeyDown={onKeyDown}
      >
        {/*
         * Tabs that select as focus moves onto them (arrow keys, a click). Not <button>s: the first
         * button in the preview is the sample's, which the Designer's checks read.
         */}
        {(['sample', 'app'] as const).map((name) => (
          <div
            key={name}
            role="tab"
            id={`${ids}-${name}-tab`}
            aria-controls={`${ids}-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={cn(
              'cursor-pointer rounded-[var(--radius-md)] px-3 py-1 text-sm font-medium select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              tab === name ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
            )}
            onClick={() => setTab(name)}
          >
            {LABELS[name]}
          </div>
        ))}
      </div>
      {/* The sample stays rendered: it shows edits first (see edits-first.ts). */}
      <div
        id={`${ids}-sample`}
        role="tabpanel"
        aria-labelledby={`${ids}-sample-tab`}
        hidden={tab !== 'sample'}
      >
        {sample}
      </div>
      {tab === 'app' && (
        <div id={`${ids}-app`} role="tabpanel" aria-labelledby={`${ids}-app-tab`}>
          {yourApp.tab}
        </div>
      )}
    </div>
  )
}
