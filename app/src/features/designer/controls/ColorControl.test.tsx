import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useThemeHistory } from '@/theming/theme-history'
import { selectWorkingTheme, startThemeRuntime } from '@/theming/theme-runtime'
import { undoThemeChange } from '@/theming/theme-undo'
import {
  cancelWorkingThemePreview,
  createDefaultWorkingTheme,
  previewWorkingThemeFields,
  replaceWorkingTheme,
  setWorkingThemeField,
  useWorkingTheme,
} from '@/theming/working-theme'
import { ColorControl } from './ColorControl'

/** Where the page stores the working theme. */
const WORKING_THEME_KEY = 'working-theme'
const PRIMARY = ['colors', 'primary']
const START = '#336699'

/** A Designer colour row: the field's picker wired to the working theme as the Designer wires it. */
function PrimaryField() {
  const primary = useWorkingTheme((state) => state.theme.colors?.primary) ?? ''
  return (
    <>
      <label htmlFor="primary">Primary</label>
      <ColorControl
        id="primary"
        label="Primary"
        value={primary}
        readOnly={false}
        onChange={(value) => setWorkingThemeField(PRIMARY, value) === undefined}
        onPreview={(value) => previewWorkingThemeFields([[PRIMARY, value]])}
        onPreviewEnd={cancelWorkingThemePreview}
      />
    </>
  )
}

/** The page's theme as the runtime wrote it. */
const painted = () => document.getElementById('active-theme')?.textContent ?? ''
const paintedPrimary = () => /--primary: ([^;]+);/.exec(painted())?.[1]
const storedPrimary = () =>
  (JSON.parse(localStorage.getItem(WORKING_THEME_KEY) ?? '{}') as { colors?: never }).colors?.[
    'primary'
  ]
const nextFrame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())))

/** Opens the picker and presses the pointer on its colour area, at x, y of a 200 px square. */
function pressPicker(x: number, y: number) {
  fireEvent.click(screen.getByRole('button', { name: 'Pick Primary' }))
  const area = screen.getByRole('slider', { name: 'Color' })
  vi.spyOn(area, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 200))
  fireEvent.pointerDown(area)
  fireEvent.mouseDown(area, { clientX: x, clientY: y })
}

function movePointer(x: number, y: number) {
  fireEvent.mouseMove(window, { clientX: x, clientY: y, buttons: 1 })
}

function releasePointer() {
  fireEvent.pointerUp(window)
  fireEvent.mouseUp(window)
}

beforeEach(() => {
  localStorage.clear()
  startThemeRuntime()
  replaceWorkingTheme({ ...createDefaultWorkingTheme(), colors: { primary: START } })
  selectWorkingTheme()
})

describe('a colour picker drag', () => {
  it('paints each frame, then keeps the colour let go as one undo step, stored once', async () => {
    render(<PrimaryField />)
    const steps = useThemeHistory.getState().past.length
    const themeWrites = vi.spyOn(Storage.prototype, 'setItem')
    const storedWorkingTheme = () =>
      themeWrites.mock.calls.filter(([key]) => key === WORKING_THEME_KEY)

    pressPicker(180, 20)
    await nextFrame()
    const shownFrames = new Set([paintedPrimary()])
    for (let frame = 1; frame <= 5; frame++) {
      movePointer(180 - frame * 20, 20 + frame * 20)
      await nextFrame()
      shownFrames.add(paintedPrimary())
      // The field shows the colour being dragged, and the page is painted with it.
      expect(screen.getByLabelText('Primary')).toHaveValue(paintedPrimary())
    }
    expect(shownFrames.size).toBe(6)
    expect(shownFrames).not.toContain(START)
    expect(useWorkingTheme.getState().theme.colors?.primary).toBe(START)
    expect(useThemeHistory.getState().past).toHaveLength(steps)
    expect(storedWorkingTheme()).toEqual([])

    const last = paintedPrimary()
    releasePointer()
    expect(useWorkingTheme.getState().theme.colors?.primary).toBe(last)
    expect(storedPrimary()).toBe(last)
    expect(storedWorkingTheme()).toHaveLength(1)
    expect(useThemeHistory.getState().past).toHaveLength(steps + 1)
    themeWrites.mockRestore()

    await act(() => undoThemeChange())
    expect(useWorkingTheme.getState().theme.colors?.primary).toBe(START)
    expect(paintedPrimary()).toBe(START)
  })

  it('keeps nothing when the picker closes mid-drag: the page shows the kept colour again', async () => {
    render(<PrimaryField />)
    const steps = useThemeHistory.getState().past.length
    pressPicker(180, 20)
    movePointer(40, 160)
    await nextFrame()
    expect(paintedPrimary()).not.toBe(START)

    fireEvent.click(screen.getByRole('button', { name: 'Pick Primary' }))
    expect(paintedPrimary()).toBe(START)
    expect(screen.getByLabelText('Primary')).toHaveValue(START)
    releasePointer()
    await nextFrame()
    expect(useWorkingTheme.getState().theme.colors?.primary).toBe(START)
    expect(useThemeHistory.getState().past).toHaveLength(steps)
    expect(paintedPrimary()).toBe(START)
  })

  it('keeps nothing when the field goes mid-drag', async () => {
    const { unmount } = render(<PrimaryField />)
    pressPicker(180, 20)
    await nextFrame()
    expect(paintedPrimary()).not.toBe(START)
    unmount()
    expect(paintedPrimary()).toBe(START)
    releasePointer()
    expect(useWorkingTheme.getState().theme.colors?.primary).toBe(START)
  })
})
