import { act, render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppToaster } from './AppToaster'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  act(() => void toast.dismiss())
  act(() => void vi.runOnlyPendingTimers())
  vi.useRealTimers()
})

function advance(ms: number) {
  act(() => void vi.advanceTimersByTime(ms))
}

/** Sonner renders a new toast on the next tick. */
function show(raise: () => void) {
  act(raise)
  advance(0)
}

describe('AppToaster', () => {
  it('closes a toast after 5000 ms', () => {
    render(<AppToaster />)
    show(() => void toast.success('Theme saved successfully!'))
    expect(screen.getByText('Theme saved successfully!')).toBeInTheDocument()
    advance(4800)
    expect(screen.getByText('Theme saved successfully!')).toBeInTheDocument()
    advance(600)
    expect(screen.queryByText('Theme saved successfully!')).not.toBeInTheDocument()
  })

  it('pauses while the window has lost focus and resumes on focus', () => {
    render(<AppToaster />)
    show(() => void toast.error('Failed to save image'))
    act(() => void window.dispatchEvent(new Event('blur')))
    advance(20_000)
    expect(screen.getByText('Failed to save image')).toBeInTheDocument()

    act(() => void window.dispatchEvent(new Event('focus')))
    advance(2000)
    expect(screen.getByText('Failed to save image')).toBeInTheDocument()
    advance(3600)
    expect(screen.queryByText('Failed to save image')).not.toBeInTheDocument()
  })

  it('sits at the bottom right with a close button, light by default', () => {
    render(<AppToaster />)
    show(() => void toast('Schema copied to clipboard'))
    const list = document.querySelector('[data-sonner-toaster]')
    expect(list).toHaveAttribute('data-y-position', 'bottom')
    expect(list).toHaveAttribute('data-x-position', 'right')
    expect(list).toHaveAttribute('data-sonner-theme', 'light')
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument()
  })
})
