import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Theme } from '@theme-a-roo/theme'
import { useThemeRuntime, type ThemeEntry } from '@/theming/theme-runtime'
import { ThemeGallery } from './ThemeGallery'

function entry(
  name: string,
  displayName: string,
  extra: Partial<Theme> = {},
  isWorkingTheme = false,
): ThemeEntry {
  const theme: Theme = { name, displayName, schemaVersion: 1, ...extra }
  return { name, theme, source: theme, isWorkingTheme }
}

function renderGallery() {
  render(
    <MemoryRouter>
      <ThemeGallery onSelect={vi.fn()} onSelectWorkingTheme={vi.fn()} />
    </MemoryRouter>,
  )
}

afterEach(() =>
  useThemeRuntime.setState({ status: 'loading', error: undefined, themes: [], current: undefined }),
)

describe('ThemeGallery', () => {
  it('shows a spinner while themes load', () => {
    useThemeRuntime.setState({ status: 'loading', themes: [] })
    renderGallery()
    expect(screen.getByRole('status')).toHaveTextContent('Loading themes...')
  })

  it('shows why themes could not be loaded', () => {
    useThemeRuntime.setState({
      status: 'error',
      error: 'Failed to load themes: disk on fire',
      themes: [],
    })
    renderGallery()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error loading themes: Failed to load themes: disk on fire',
    )
  })

  it('says when no theme is available', () => {
    useThemeRuntime.setState({ status: 'ready', themes: [] })
    renderGallery()
    expect(screen.getByText('No theme available')).toBeVisible()
  })

  it('invites the user to start designing when there is no working theme', () => {
    useThemeRuntime.setState({ status: 'ready', themes: [entry('light', 'Light')] })
    renderGallery()
    expect(screen.getByText('No Working Theme')).toBeVisible()
    expect(screen.getByText('Start designing a theme to see it here')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Start Designing' })).toHaveAttribute(
      'href',
      '/json-editor',
    )
  })

  it('lists example themes by display name, leaving out hidden ones, and marks the current theme', () => {
    const light = entry('light', 'Light')
    useThemeRuntime.setState({
      status: 'ready',
      themes: [
        entry('win95', 'Windows 95'),
        light,
        entry('color', 'Color', { tags: ['hidden'] }),
        entry('colorful', 'Colorful'),
        entry('my-design', 'Design', {}, true),
      ],
      current: light,
    })
    renderGallery()
    const examples = screen.getByRole('region', { name: 'Example Themes' })
    const names = [...examples.querySelectorAll('[aria-pressed]')].map((card) =>
      card.getAttribute('aria-label'),
    )
    expect(names).toEqual(['Colorful theme', 'Light theme (selected)', 'Windows 95 theme'])
    expect(screen.getByRole('region', { name: 'Work in Progress' })).toHaveTextContent('Design')
  })
})
