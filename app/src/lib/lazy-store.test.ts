import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { create } from 'zustand'
import { lazyStore } from './lazy-store'

describe('lazy store', () => {
  it('is built on first use, once, and then behaves as the store it built', () => {
    const build = vi.fn(() => create(() => ({ count: 1 })))
    const useCount = lazyStore(build)
    expect(build).not.toHaveBeenCalled()

    const seen: number[] = []
    useCount.subscribe((state) => seen.push(state.count))
    expect(build).toHaveBeenCalledOnce()
    const { result } = renderHook(() => useCount((state) => state.count))
    expect(result.current).toBe(1)

    act(() => useCount.setState((state) => ({ count: state.count + 1 })))
    expect(result.current).toBe(2)
    expect(useCount.getState()).toEqual({ count: 2 })
    expect(useCount.getInitialState()).toEqual({ count: 1 })
    expect(seen).toEqual([2])
    expect(renderHook(() => useCount()).result.current).toEqual({ count: 2 })
    expect(build).toHaveBeenCalledOnce()
  })
})
