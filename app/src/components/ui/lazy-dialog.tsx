import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A dialog whose code loads when it first opens, so that a page's closed confirmations cost its
 * first load nothing. Once opened it stays mounted: it closes with its animation and opens at
 * once the next time. (The shell's error dialog and the phone's navigation drawer stay eager:
 * loading them this way made the bundler split shared modules into more files, and the first
 * page came later.)
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
