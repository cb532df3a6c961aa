import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { PageBody } from '@/components/layout/PageBody'
import { PageErrorBoundary } from '@/components/layout/PageErrorBoundary'
import { AlwaysShow, PageHeader } from '@/components/layout/PageHeader'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { UndoRedo } from '@/components/working-theme/UndoRedo'
import { useCurrentThemeIsLight, useIsWorkingThemeSelected } from '@/theming/theme-runtime'
import { validMessage, type ValidationState } from './theme-json'
import { useThemeJsonDocument } from './use-theme-json-document'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard'

// The editor (Monaco, several MB) loads only when this page shows, after the page itself.
const ThemeJsonEditor = lazy(() => import('./ThemeJsonEditor'))

const READ_ONLY_BANNER =
  'You are viewing an example theme. Switch to the working theme to make edits.'
const EDITABLE_DESCRIPTION =
  'Edit your theme directly in JSON format. Changes are applied when you click Apply.'
const READ_ONLY_DESCRIPTION =
  'View the current theme in JSON format. Switch to the working theme to edit.'
const LOADING_TEXT = 'Loading editor...'

/**
 * The editor fills the viewport but for 300px (the header, description and buttons stay in view);
 * on a short window it keeps 16rem, as less would be too small to use.
 */
const EDITOR_HEIGHT = 'max(16rem, calc(100dvh - 300px))'

function EditorLoading() {
  return (
    <div
      role="status"
      className="flex h-full items-center justify-center text-sm text-muted-foreground"
    >
      {LOADING_TEXT}
    </div>
  )
}

function ValidationResult({ validation }: { validation: ValidationState }) {
  if (validation.status === 'none') return null
  if (validation.status === 'invalid') {
    return (
      <Alert variant="destructive" data-testid="validation-result">
        <CircleAlertIcon aria-hidden />
        <AlertDescription className="break-words">{validation.message}</AlertDescription>
      </Alert>
    )
  }
  const { warnings } = validation
  return (
    <Alert data-testid="validation-result">
      {warnings.length ? <TriangleAlertIcon aria-hidden /> : <CircleCheckIcon aria-hidden />}
      <AlertDescription className="flex flex-col gap-1 break-words">
        <p>{validMessage(warnings.length)}</p>
        {warnings.length > 0 && (
          <ul className="list-disc pl-5 text-muted-foreground">
            {warnings.map((warning) => (
              <li key={warning.path}>
                <code className="font-mono text-xs">{warning.path}</code>: {warning.message}
              </li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  )
}

function JsonEditorContent() {
  const editor = useThemeJsonDocument()
  const guard = useUnsavedChangesGuard(editor.dirty)
  const light = useCurrentThemeIsLight()
  const readOnly = !editor.editable

  return (
    <div className="flex flex-col gap-4">
      {readOnly && (
        <Alert role="status">
          <InfoIcon aria-hidden />
          <AlertDescription className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <span>{READ_ONLY_BANNER}</span>
            <Button size="sm" variant="outline" onClick={editor.switchToWorkingTheme}>
              Switch to working theme
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 p-4 md:p-6">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            {/* The page's h1 is the header title; this is the next level down. */}
            <h2 className="text-lg leading-none font-semibold tracking-tight">Theme JSON</h2>
            <CardDescription>
              {readOnly ? READ_ONLY_DESCRIPTION : EDITABLE_DESCRIPTION}
            </CardDescription>
          </div>
          <div className="flex gap-2">
            <Button
              variant="outline"
              disabled={readOnly || editor.text.length === 0}
              onClick={editor.validate}
            >
              Validate
            </Button>
            <Button disabled={readOnly || editor.applying} onClick={() => void editor.apply()}>
              {editor.applying ? 'Applying...' : 'Apply Theme'}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 px-4 pb-4 md:px-6 md:pb-6">
          <ValidationResult validation={editor.validation} />
          <div
            className="overflow-hidden rounded-[var(--radius-md)] border"
            style={{ height: EDITOR_HEIGHT }}
            data-testid="json-editor"
          >
            {editor.loaded ? (
              <Suspense fallback={<EditorLoading />}>
                <ThemeJsonEditor
                  value={editor.text}
                  onChange={editor.edit}
                  readOnly={readOnly}
                  dark={!light}
                  label="Theme JSON"
                  loading={<EditorLoading />}
                />
              </Suspense>
            ) : (
              <EditorLoading />
            )}
          </div>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => {
          if (!open) guard.stay()
        }}
        title="Unsaved Changes"
        description="You have edits that have not been applied. If you leave this page, they will be lost."
        confirmLabel="Discard Changes"
        onConfirm={guard.confirmLeave}
      />
    </div>
  )
}

export default function JsonEditorPage() {
  const editable = useIsWorkingThemeSelected()
  return (
    <>
      <PageHeader title="JSON Editor">
        <AlwaysShow>
          <UndoRedo enabled={editable} />
        </AlwaysShow>
      </PageHeader>
      <PageBody>
        <PageErrorBoundary prefix="Error rendering JSON editor:">
          <JsonEditorContent />
        </PageErrorBoundary>
      </PageBody>
    </>
  )
}
