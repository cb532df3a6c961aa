import { useStore, type StoreApi, type UseBoundStore } from 'zustand'

/**
 * A store that `build` makes the first time it is read, changed, subscribed to or rendered, so
 * that loading its module reads nothing (such as browser storage) yet.
 */
export function lazyStore<T>(build: () => StoreApi<T>): UseBoundStore<StoreApi<T>> {
  let store: StoreApi<T> | undefined
  const built = () => (store ??= build())
  const wholeState = (state: T): unknown => state
  function useLazyStore(selector?: (state: T) => unknown): unknown {
    return useStore(built(), selector ?? wholeState)
  }
  const api: StoreApi<T> = {
    getState: () => built().getState(),
    getInitialState: () => built().getInitialState(),
    setState: (...change) => built().setState(...(change as Parameters<StoreApi<T>['setState']>)),
    subscribe: (listener) => built().subscribe(listener),
  }
  return Object.assign(useLazyStore, api) as UseBoundStore<StoreApi<T>>
}
