import type { Theme } from '@theme-a-roo/theme'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmThemeFontsWhenIdle } from './warm-theme-fonts'

function theme(name: string, fonts: Record<string, unknown>): Theme {
  return { name, displayName: name, schemaVersion: 1, fonts }
}

/** The font stacks laid out while `run` runs and its idle work is done, in order. */
async function stacksLaidOut(run: () => void): Promise<string[]> {
  const append = vi.spyOn(document.body, 'append')
  run()
  await vi.runAllTimersAsync()
  const boxes = append.mock.calls.map(([box]) => box as HTMLElement)
  const stacks = [...new Set(boxes.map((box) => box.style.fontFamily))]
  // Every stack at every size the app shows, in every weight.
  for (const stack of stacks) {
    const sizes = boxes
      .filter((box) => box.style.fontFamily === stack)
      .map((box) => box.style.fontSize)
    expect(sizes).toEqual(['12px', '14px', '16px', '18px', '20px', '24px', '30px'])
  }
  expect(boxes.every((box) => box.children.length === 4)).toBe(true)
  append.mockRestore()
  return stacks
}

afterEach(() => vi.useRealTimers())

describe('warming the fonts of listed themes', () => {
  it('lays out each font stack once, out of sight, and leaves nothing behind', async () => {
    vi.useFakeTimers()
    const before = document.body.innerHTML
    const stacks = await stacksLaidOut(() =>
      warmThemeFontsWhenIdle([
        theme('a', { body: 'Nunito, sans-serif', heading: 'Poppins, sans-serif' }),
        theme('b', { body: 'Nunito, sans-serif', mono: 42 }),
        theme('c', {}),
      ]),
    )
    expect(stacks).toEqual(['Nunito, sans-serif', 'Poppins, sans-serif'])
    expect(document.body.innerHTML).toBe(before)

    // A later list warms only what is new.
    expect(
      await stacksLaidOut(() =>
        warmThemeFontsWhenIdle([
          theme('a', { body: 'Nunito, sans-serif', sans: 'Inter, sans-serif' }),
        ]),
      ),
    ).toEqual(['Inter, sans-serif'])
  })
})
