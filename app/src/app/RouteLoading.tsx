import { LoaderCircleIcon } from 'lucide-react'

/** Shown in the content area while the first page's code loads; fades in only if it takes a while. */
export function RouteLoading() {
  return (
    <div
      role="status"
      className="flex flex-1 items-center justify-center p-8 text-muted-foreground transition-opacity delay-200 duration-300 starting:opacity-0"
    >
      <LoaderCircleIcon className="size-6 motion-safe:animate-spin" aria-hidden="true" />
      <span className="sr-only">Loading page…</span>
    </div>
  )
}
