import { beforeEach, describe, expect, it } from 'vitest'
import { openThemeSessionAsOnLoad } from '@/test/theme-session'
import { useWorkingTheme } from '@/theming/working-theme'
import { hasBackdropFilters, setWorkingThemeBackdropFilters } from './background-presets'

beforeEach(() => localStorage.clear())

describe('backdrop filter presets', () => {
  it('backdrop filters on write the exact blur values and off removes them', () => {
    openThemeSessionAsOnLoad()
    setWorkingThemeBackdropFilters(true)
    const on = useWorkingTheme.getState().theme
    expect(hasBackdropFilters(on)).toBe(true)
    expect(on.colors).toMatchObject({
      cardBackdropFilter: 'blur(16px) saturate(180%) brightness(1.1)',
      popoverBackdropFilter: 'blur(20px) saturate(180%) brightness(1.1)',
      inputBackdropFilter: 'blur(8px) saturate(150%) brightness(1.05)',
    })
    expect(on.sidebar?.backdropFilter).toBe('blur(20px) saturate(180%) brightness(1.1)')
    expect(on.tables?.header?.backdropFilter).toBe('blur(8px) saturate(150%) brightness(1.05)')
    expect(on.tables?.footer?.backdropFilter).toBe('blur(8px) saturate(150%) brightness(1.05)')
    expect(on.tables?.row?.backdropFilter).toBe('blur(4px) saturate(120%) brightness(1.02)')
    expect(on.colors?.primary).toBe('#324053')

    setWorkingThemeBackdropFilters(false)
    const off = useWorkingTheme.getState().theme
    expect(hasBackdropFilters(off)).toBe(false)
    expect(JSON.stringify(off)).not.toContain('blur(')
    expect(off.colors?.primary).toBe('#324053')
  })
})
