import type { Page } from '@playwright/test'

/*
 * Which elements React rendered again, seen through the hook React offers its developer tools:
 * after each commit, every host element of the tree whose props are a new object was rendered by
 * its component in that commit; one whose component was skipped (memo) keeps the old object.
 * Install before the page loads; `renderedSince` counts, by a data attribute's value, the
 * elements rendered since the last call.
 */
export async function watchReactRenders(page: Page, attribute: string) {
  await page.addInitScript((name) => {
    interface Fiber {
      child: Fiber | null
      sibling: Fiber | null
      stateNode: unknown
      memoizedProps: unknown
    }
    const lastProps = new WeakMap<Element, unknown>()
    const rendered: string[] = []
    const walk = (start: Fiber | null) => {
      const stack = start ? [start] : []
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber
        const node = fiber.stateNode
        if (node instanceof Element && node.hasAttribute(name)) {
          if (lastProps.has(node) && lastProps.get(node) !== fiber.memoizedProps) {
            rendered.push(node.getAttribute(name) ?? '')
          }
          lastProps.set(node, fiber.memoizedProps)
        }
        if (fiber.sibling) stack.push(fiber.sibling)
        if (fiber.child) stack.push(fiber.child)
      }
    }
    Object.assign(window, {
      __renderedSince: () => rendered.splice(0),
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => walk(root.current),
      },
    })
  }, attribute)
  return {
    renderedSince: () =>
      page.evaluate(() =>
        (window as unknown as { __renderedSince: () => string[] }).__renderedSince(),
      ),
  }
}
