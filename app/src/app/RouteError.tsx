import { TriangleAlertIcon } from 'lucide-react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { PageBody } from '@/components/layout/PageBody'
import { PageHeader } from '@/components/layout/PageHeader'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return 'Unknown error'
}

/** A lazily loaded page can fail to arrive (offline, or a new version was deployed meanwhile). */
function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  )
}

function ErrorDetails() {
  const error = useRouteError()
  const chunkFailed = isChunkLoadFailure(error)
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>
          {chunkFailed ? 'This page could not be loaded.' : 'This page ran into a problem.'}
        </AlertTitle>
        <AlertDescription className="text-foreground/80">
          {chunkFailed
            ? 'Check your connection, then reload. Your working theme is kept.'
            : 'Your working theme is kept. Reload the page or go back to Themes.'}
          <p className="mt-2 font-mono text-xs break-words text-muted-foreground">
            {describe(error)}
          </p>
        </AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go to Themes</Link>
        </Button>
      </div>
    </div>
  )
}

/** Error element for a page: the shell stays, the content area explains what happened. */
export function RouteError() {
  return (
    <>
      <PageHeader title="Something went wrong" />
      <PageBody>
        <ErrorDetails />
      </PageBody>
    </>
  )
}

/** Last resort when the shell itself fails: a plain full-screen message. */
export function RootError() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <ErrorDetails />
      </div>
    </main>
  )
}
