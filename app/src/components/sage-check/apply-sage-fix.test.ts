import { act, renderHook } from '@testing-library/react'
import Dexie from 'dexie'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { checkSageCompatibility, listBuiltInThemes, type Theme } from '@theme-a-roo/theme'
import { toast } from '@/lib/toast'
import { takeUndoStep } from '@/theming/theme-history'
import { replaceWorkingTheme, useWorkingTheme } from '@/theming/working-theme'
import { applySageFixToWorkingTheme, useSageFix } from './apply-sage-fix'

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }))

const library = new Map(listBuiltInThemes().map(({ theme }) => [theme.name, theme]))
const PNG_DATA_URI = 'data:image/png;base64,iVBORw0KGgo='

function working(fields: Partial<Theme>): Theme {
  replaceWorkingTheme(
    { name: 'working-theme', displayName: 'Mine', schemaVersion: 1, ...fields },
    { history: 'never' },
  )
  return useWorkingTheme.getState().theme
}

function fixFor(theme: Theme, id: string) {
  const fix = checkSageCompatibility(theme, { findTheme: (name) => library.get(name) }).find(
    (finding) => finding.id === id,
  )?.fix
  if (!fix) throw new Error(`No fix for ${id}`)
  return fix
}

beforeEach(async () => {
  localStorage.clear()
  await Dexie.delete('theme-a-roo-image-blobs')
  URL.createObjectURL = vi.fn(() => 'blob:test/1')
  vi.mocked(toast.error).mockClear()
})

describe('applySageFixToWorkingTheme', () => {
  it('makes the fix to the working theme as one undo step', async () => {
    const before = working({ inherits: 'light', colors: { card: 'var(--color-primary)' } })
    await applySageFixToWorkingTheme(fixFor(before, 'variables'), undefined)
    const after = useWorkingTheme.getState().theme
    expect(after.colors?.card).toBe('var(--primary)')
    expect(takeUndoStep({ theme: after })?.theme).toEqual(before)
  })

  it("stores a base's image that embedding makes the theme's own, as one undo step", async () => {
    const before = working({ inherits: 'glass-dark' })
    await applySageFixToWorkingTheme(fixFor(before, 'base'), PNG_DATA_URI)
    const after = useWorkingTheme.getState().theme
    expect(after).toMatchObject({
      inherits: 'dark',
      backgroundImage: expect.stringMatching(/^stored-image:[0-9a-f]{64}$/) as string,
    })
    expect(after.buttonStyle).toBe('rounded-buttons')
    expect(takeUndoStep({ theme: after })?.theme).toEqual(before)
  })

  it('says so, and changes nothing, when the fixed theme would be refused', async () => {
    const before = working({ inherits: 'light' })
    const unsafe = {
      label: 'Break it',
      apply: (theme: Theme) => ({ ...theme, colors: { primary: 'red; }' } }),
    }
    const { result } = renderHook(() => useSageFix(undefined))
    await act(() => result.current.applyFix(unsafe))
    expect(vi.mocked(toast.error).mock.calls[0]?.[0]).toMatch(/^The theme could not be changed: /)
    expect(useWorkingTheme.getState().theme).toEqual(before)
    expect(result.current.fixing).toBe(false)
  })
})
