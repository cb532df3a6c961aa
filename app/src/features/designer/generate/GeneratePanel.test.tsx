import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { SessionEvent } from '@theme-a-roo/session'
import type { Theme } from '@theme-a-roo/theme'
import { generateThemeColors, type GenerateOptions } from '@theme-a-roo/theme/generate'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appSession } from '@/theming/app-session'
import { useThemeHistory } from '@/theming/theme-history'
import { selectWorkingTheme, startThemeRuntime, useThemeRuntime } from '@/theming/theme-runtime'
import { createDefaultWorkingTheme, replaceWorkingTheme } from '@/theming/working-theme'
import GeneratePanel from './GeneratePanel'

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
// The worker's work, done here: the colours it would answer with.
vi.mock('./generate-client', () => ({
  generateClient: {
    theme: (options: GenerateOptions) => Promise.resolve(generateThemeColors(options)),
    seeds: () => Promise.resolve([]),
  },
}))

const START = '#336699'

/** The page's theme as the runtime wrote it. */
const paintedPrimary = () =>
  /--primary: ([^;]+);/.exec(document.getElementById('active-theme')?.textContent ?? '')?.[1]

/** The working theme as the Designer hands it to the panel: resolved, as shown. */
const shownTheme = (): Theme => {
  const theme = useThemeRuntime.getState().current?.theme
  if (!theme) throw new Error('no theme shown')
  return theme
}

function Panel({ open }: { open: boolean }) {
  return (
    <GeneratePanel
      theme={shownTheme()}
      backdrops={undefined}
      editable
      open={open}
      onOpenChange={() => {}}
      onClosed={() => {}}
    />
  )
}

/** What a painter that shows candidates (a client in the user's app) paints last. */
function candidatePainter() {
  const heard: SessionEvent[] = []
  const stop = appSession().session.listen((event) => heard.push(event), { previews: true })
  return { primary: () => heard.at(-1)?.next.theme.colors?.primary, heard, stop }
}

beforeEach(() => {
  localStorage.clear()
  startThemeRuntime()
  replaceWorkingTheme({ ...createDefaultWorkingTheme(), colors: { primary: START } })
  selectWorkingTheme()
})

describe('a generated candidate', () => {
  it('reaches painters that show candidates while the page keeps the working theme', async () => {
    const painter = candidatePainter()
    const steps = useThemeHistory.getState().past.length
    const { rerender } = render(<Panel open />)
    await waitFor(() => expect(painter.primary()).toBeDefined())
    const candidate = painter.primary()
    expect(candidate).not.toBe(START)
    expect(painter.heard.every((event) => event.preview)).toBe(true)
    expect(paintedPrimary()).toBe(START)
    expect(useThemeHistory.getState().past).toHaveLength(steps)

    // Closed without Apply: the candidate painter is given the working theme back.
    rerender(<Panel open={false} />)
    expect(painter.primary()).toBe(START)
    expect(appSession().session.getShown().theme.colors?.primary).toBe(START)
    expect(paintedPrimary()).toBe(START)
    painter.stop()
  })

  it('is dropped when the panel goes, and Apply keeps it as one step', async () => {
    const painter = candidatePainter()
    const { unmount } = render(<Panel open />)
    await waitFor(() => expect(painter.primary()).not.toBe(undefined))
    unmount()
    expect(painter.primary()).toBe(START)

    const steps = useThemeHistory.getState().past.length
    render(<Panel open />)
    const apply = await screen.findByRole('button', { name: 'Apply' })
    await waitFor(() => expect(apply).toBeEnabled())
    const candidate = painter.primary()
    fireEvent.click(apply)
    expect(useThemeHistory.getState().past).toHaveLength(steps + 1)
    expect(paintedPrimary()).toBe(candidate)
    expect(appSession().session.getShown()).toBe(appSession().session.getState())
    painter.stop()
  })
})
