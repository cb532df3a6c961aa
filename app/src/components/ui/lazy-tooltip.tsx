import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react'

/** The tooltip parts (Radix, with its positioning library), loaded where tooltips are wanted. */
export type TooltipParts = typeof import('./tooltip')

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

function focusables(container: HTMLElement | null): HTMLElement[] {
  return [...(container?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
}

/** A hook that gives the tooltip parts `load` brings in, loaded once for every caller. */
export function lazyTooltips(load: () => Promise<TooltipParts>) {
  let loaded: TooltipParts | undefined
  let loading: Promise<TooltipParts> | undefined

  function loadTooltipParts(): Promise<TooltipParts> {
    loading ??= load().then(
      (parts) => (loaded = parts),
      (error: unknown) => {
        loading = undefined // the next time tooltips are wanted, loading is tried again
        throw error
      },
    )
    return loading
  }

  /**
   * The tooltip parts for the triggers in `container`, loaded when `wanted` first turns true: a
   * page that shows no tooltip does not load them. Wrapping the triggers when the parts arrive
   * mounts them anew, so the one that had focus hands it to its new self, found at the same
   * position (the parts add no element of their own around a trigger).
   */
  return function useLazyTooltips(
    wanted: boolean,
    container: RefObject<HTMLElement | null>,
  ): TooltipParts | undefined {
    const [parts, setParts] = useState(loaded)
    const focusedAt = useRef(-1)

    useEffect(() => {
      if (parts || !wanted) return
      let current = true
      loadTooltipParts().then(
        (arrived) => {
          if (!current) return
          focusedAt.current = focusables(container.current).indexOf(
            document.activeElement as HTMLElement,
          )
          setParts(arrived)
        },
        (error: unknown) => console.error('The tooltips could not be loaded', error),
      )
      return () => {
        current = false
      }
    }, [wanted, parts, container])

    useLayoutEffect(() => {
      if (focusedAt.current < 0) return
      focusables(container.current)[focusedAt.current]?.focus()
      focusedAt.current = -1
    }, [parts, container])

    return parts
  }
}

/** The page's tooltips, whose code (Radix, with its positioning library) loads when first wanted. */
export const useLazyTooltips = lazyTooltips(() => import('./tooltip'))

interface SideTooltipProps {
  parts: TooltipParts | undefined
  label: string
  /** Closed and never opening while false, e.g. while a visible label already names the trigger. */
  shown: boolean
  children: ReactElement
}

/** Names `children` in a tooltip on its right while `shown`; the trigger alone until `parts` load. */
export function SideTooltip({ parts, label, shown, children }: SideTooltipProps) {
  if (!parts) return children
  const { Tooltip, TooltipContent, TooltipTrigger } = parts
  return (
    <Tooltip open={shown ? undefined : false}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  )
}

/**
 * One provider around the tooltips of a group, once their parts load: after one closes, its
 * neighbours open without the delay.
 */
export function TooltipScope({
  parts,
  children,
}: {
  parts: TooltipParts | undefined
  children: ReactNode
}) {
  if (!parts) return children
  return <parts.TooltipProvider>{children}</parts.TooltipProvider>
}
