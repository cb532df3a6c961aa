import { InfoIcon, SearchIcon, SparklesIcon } from 'lucide-react'
import { useDeferredValue, useId, useMemo, useState, type MouseEvent } from 'react'
import { useShallow } from 'zustand/react/shallow'
import {
  FIELD_CATALOGUE,
  FIELD_GROUPS,
  searchFields,
  traceField,
  type FieldSpec,
  type Theme,
} from '@theme-a-roo/theme'
import { PageBody } from '@/components/layout/PageBody'
import { RenderTargetSelect } from '@/components/render-target/RenderTargetSelect'
import { AlwaysShow, PageHeader } from '@/components/layout/PageHeader'
import { ExportThemeButton } from '@/components/theme-transfer/ExportThemeButton'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Input } from '@/components/ui/input'
import { selectWorkingTheme, startWithTheme, useThemeRuntime } from '@/theming/theme-runtime'
import {
  cancelWorkingThemePreview,
  previewWorkingThemeFields,
  setWorkingThemeField,
  setWorkingThemeInherits,
  useWorkingTheme,
} from '@/theming/working-theme'
import { START_WITH_THEME_CONFIRMATION } from '@/components/working-theme/start-with-theme'
import { UndoRedo } from '@/components/working-theme/UndoRedo'
import { useContrast } from './contrast-client'
import { ContrastPanel } from './ContrastPanel'
import { DesignerSageCheck } from './DesignerSageCheck'
import { useBackdrops } from './image-backdrops'
import { MakeTwin } from './MakeTwin'
import { ModeSwitch } from './ModeSwitch'
import { AdjustColours } from './adjust/AdjustColours'
import { DesignerPreview } from './DesignerPreview'
import { FieldRow } from './FieldRow'
import { GenerateButton } from './generate/GenerateButton'
import { PreviewSplit } from './PreviewSplit'
import { PreviewTabs, type YourAppView } from './PreviewTabs'
import { VisionPreview } from './vision/VisionPreview'

// The page's loader waits for this as well as for the code.
export { measureShownThemeEarly } from './contrast-client'

const READ_ONLY_BANNER =
  'You are viewing an example theme. Switch to the working theme to make edits.'

/** Writes an edit to the working theme: the same path every editor takes. */
function applyFieldEdit(field: FieldSpec, value: unknown) {
  if (field.id === 'inherits')
    return setWorkingThemeInherits(typeof value === 'string' ? value : undefined)
  return setWorkingThemeField(field.path, value)
}

/** Shows an edit being dragged (a colour picker) on the page, neither saved nor an undo step. */
function previewFieldEdit(field: FieldSpec, value: unknown) {
  previewWorkingThemeFields([[field.path, value]])
}

function slug(group: string) {
  return `designer-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`
}

/**
 * Scrolls a group's heading to the top. Rows out of view have an estimated height until they are
 * drawn, and drawing the ones around the heading moves it a frame or two later, so for a few
 * frames the heading is put back wherever it has moved.
 */
function jumpToGroup(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id)
  if (!heading) return
  event.preventDefault()
  history.replaceState(history.state, '', `#${id}`)
  heading.scrollIntoView({ block: 'start' })
  const target = heading.getBoundingClientRect().top
  let frames = 0
  const keepInPlace = () => {
    if (heading.getBoundingClientRect().top !== target) heading.scrollIntoView({ block: 'start' })
    if (++frames < 10) requestAnimationFrame(keepInPlace)
  }
  requestAnimationFrame(keepInPlace)
}

/**
 * Every field of the theme with a control that fits it, grouped as the format is, showing for
 * each whether the value is the theme's own or inherited (and from which base). `yourApp` is the
 * preview's view of the user's own app, which the shell brings (features stand alone).
 */
export default function DesignerPage({ yourApp }: { yourApp?: YourAppView }) {
  const current = useThemeRuntime((state) => state.current)
  // The bases alone: the working theme's entry is new after every edit, and if the bases changed
  // with it, every row would render again for an edit to one.
  const baseEntries = useThemeRuntime(
    useShallow((state) => state.themes.filter((entry) => !entry.isWorkingTheme)),
  )
  const workingTheme = useWorkingTheme((state) => state.theme)
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [confirmStart, setConfirmStart] = useState(false)
  const searchId = useId()

  const editable = current?.isWorkingTheme ?? false
  const theme: Theme | undefined = editable ? workingTheme : current?.source
  const bases = useMemo(
    () => new Map<string, Theme>(baseEntries.map((entry) => [entry.name, entry.source])),
    [baseEntries],
  )
  const baseNames = useMemo(() => [...bases.keys()], [bases])
  const fields = useMemo(() => searchFields(FIELD_CATALOGUE, deferredQuery), [deferredQuery])
  // The page's colours as painted: the contrast check and the twin measure the same way.
  const backdrops = useBackdrops(current?.theme.backgroundImage)
  const contrast = useContrast(current?.theme, backdrops)

  const sample = (
    <VisionPreview>
      <DesignerPreview />
    </VisionPreview>
  )

  async function startWithCurrent() {
    if (current) await startWithTheme(current)
  }

  return (
    <>
      <PageHeader title="Designer">
        <RenderTargetSelect />
        <ExportThemeButton entry={current} size="sm" />
        <AlwaysShow>
          {current && (
            <GenerateButton theme={current.theme} backdrops={backdrops} editable={editable} />
          )}
          {editable && current && <MakeTwin theme={current.theme} contrast={contrast} />}
          <UndoRedo enabled={editable} />
        </AlwaysShow>
      </PageHeader>
      <PageBody className="flex flex-col gap-4">
        {!editable && current && (
          <Alert role="status">
            <InfoIcon aria-hidden />
            <AlertDescription className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <span>{READ_ONLY_BANNER}</span>
              <span className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={selectWorkingTheme}>
                  Switch to working theme
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirmStart(true)}>
                  <SparklesIcon aria-hidden />
                  Start with this theme
                </Button>
              </span>
            </AlertDescription>
          </Alert>
        )}
        {editable && <ModeSwitch />}
        <PreviewSplit
          form={
            <div className="flex flex-col gap-4">
              <ContrastPanel contrast={contrast} editable={editable} />
              <AdjustColours editable={editable} />
              {theme && (
                <DesignerSageCheck
                  theme={theme}
                  bases={bases}
                  editable={editable}
                  shownBackground={current?.theme.backgroundImage}
                />
              )}
              <Card>
                <CardHeader className="gap-3 p-4 md:p-6">
                  <div className="relative">
                    <SearchIcon
                      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden
                    />
                    <label htmlFor={searchId} className="sr-only">
                      Search fields
                    </label>
                    <Input
                      id={searchId}
                      type="search"
                      placeholder="Search fields"
                      className="pl-9"
                      value={query}
                      onChange={(event) => setQuery(event.target.value)}
                    />
                  </div>
                  <nav aria-label="Field groups" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                    {FIELD_GROUPS.map((group) => (
                      <a
                        key={group}
                        href={`#${slug(group)}`}
                        onClick={(event) => jumpToGroup(event, slug(group))}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {group}
                      </a>
                    ))}
                  </nav>
                </CardHeader>
                <CardContent
                  className="flex flex-col gap-6 px-4 pb-4 md:px-6 md:pb-6"
                  data-testid="designer-fields"
                  // The list follows the search a moment later; it says so while it catches up.
                  aria-busy={query !== deferredQuery}
                >
                  {!theme && <p role="status">Loading themes...</p>}
                  {theme && fields.length === 0 && (
                    <p role="status" className="text-sm text-muted-foreground">
                      No field matches “{deferredQuery}”.
                    </p>
                  )}
                  {theme &&
                    FIELD_GROUPS.map((group) => {
                      const inGroup = fields.filter((field) => field.group === group)
                      if (inGroup.length === 0) return null
                      return (
                        <section
                          key={group}
                          aria-labelledby={slug(group)}
                          className="flex flex-col"
                        >
                          <h2 id={slug(group)} className="scroll-mt-20 text-lg font-semibold">
                            {group}
                          </h2>
                          {inGroup.map((field) => {
                            const trace = traceField(theme, field.path, (name) => bases.get(name))
                            return (
                              <FieldRow
                                key={field.id}
                                field={field}
                                own={trace.own}
                                effective={trace.effective}
                                from={trace.from}
                                readOnly={!editable}
                                baseNames={baseNames}
                                onChange={applyFieldEdit}
                                onPreview={previewFieldEdit}
                                onPreviewEnd={cancelWorkingThemePreview}
                              />
                            )
                          })}
                        </section>
                      )
                    })}
                </CardContent>
              </Card>
            </div>
          }
          preview={yourApp ? <PreviewTabs sample={sample} yourApp={yourApp} /> : sample}
        />
      </PageBody>
      <ConfirmDialog
        open={confirmStart}
        onOpenChange={setConfirmStart}
        title={START_WITH_THEME_CONFIRMATION.title}
        description={START_WITH_THEME_CONFIRMATION.description(current?.theme.displayName ?? '')}
        confirmLabel={START_WITH_THEME_CONFIRMATION.confirm}
        onConfirm={startWithCurrent}
      />
    </>
  )
}
