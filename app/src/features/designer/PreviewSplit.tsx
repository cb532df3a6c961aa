import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { cn } from '@/lib/cn'
import { remembered } from '@/components/preferences/remembered'

const MIN_WIDTH = 280
const MAX_WIDTH = 720
const DEFAULT_WIDTH = 400
const KEY_STEP = 24

const rememberedWidth = remembered('designerPreviewWidth')

const clampWidth = (width: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)))
const isWidth = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/**
 * The form beside its preview. On wide screens the two sit side by side with a handle between
 * them that resizes the preview (dragged, or with the arrow keys), remembered across visits; on
 * smaller screens they are two tabs.
 */
export function PreviewSplit({ form, preview }: { form: ReactNode; preview: ReactNode }) {
  const [width, setWidth] = useState(() =>
    clampWidth(rememberedWidth.readJson(isWidth) ?? DEFAULT_WIDTH),
  )
  const [tab, setTab] = useState<'fields' | 'preview'>('fields')
  const container = useRef<HTMLDivElement>(null)
  const ids = useId()

  function resize(next: number) {
    const clamped = clampWidth(next)
    setWidth(clamped)
    rememberedWidth.writeJson(clamped)
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return
    const right = container.current?.getBoundingClientRect().right ?? window.innerWidth
    resize(right - event.clientX)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const change = { ArrowLeft: KEY_STEP, ArrowRight: -KEY_STEP }[event.key]
    if (change !== undefined) resize(width + change)
    else if (event.key === 'Home') resize(MAX_WIDTH)
    else if (event.key === 'End') resize(MIN_WIDTH)
    else return
    event.preventDefault()
  }

  const tabClass = (active: boolean) =>
    cn(
      'flex-1 rounded-[var(--radius-md)] px-3 py-1.5 text-sm font-medium',
      active ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
    )

  return (
    <div
      ref={container}
      className="flex flex-col gap-4 lg:grid lg:items-start lg:gap-0"
      style={{ gridTemplateColumns: `minmax(0, 1fr) 1rem ${width}px` }}
    >
      <div
        role="tablist"
        aria-label="Designer view"
        className="flex gap-1 rounded-[var(--radius-lg)] bg-muted p-1 lg:hidden"
      >
        <button
          type="button"
          role="tab"
          id={`${ids}-fields-tab`}
          aria-controls={`${ids}-fields`}
          aria-selected={tab === 'fields'}
          className={tabClass(tab === 'fields')}
          onClick={() => setTab('fields')}
        >
          Fields
        </button>
        <button
          type="button"
          role="tab"
          id={`${ids}-preview-tab`}
          aria-controls={`${ids}-preview`}
          aria-selected={tab === 'preview'}
          className={tabClass(tab === 'preview')}
          onClick={() => setTab('preview')}
        >
          Preview
        </button>
      </div>
      <div id={`${ids}-fields`} className={cn('min-w-0', tab !== 'fields' && 'max-lg:hidden')}>
        {form}
      </div>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize preview"
        aria-controls={`${ids}-preview`}
        aria-valuemin={MIN_WIDTH}
        aria-valuemax={MAX_WIDTH}
        aria-valuenow={width}
        tabIndex={0}
        className="group hidden h-40 cursor-col-resize touch-none items-center justify-center self-start focus-visible:outline-none lg:sticky lg:top-[40vh] lg:flex"
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
      >
        <span className="h-16 w-1 rounded-full bg-border group-hover:bg-primary group-focus-visible:bg-primary group-focus-visible:ring-2 group-focus-visible:ring-ring" />
      </div>
      <section
        id={`${ids}-preview`}
        aria-label="Preview"
        className={cn(
          'min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto',
          tab !== 'preview' && 'max-lg:hidden',
        )}
      >
        {preview}
      </section>
    </div>
  )
}
