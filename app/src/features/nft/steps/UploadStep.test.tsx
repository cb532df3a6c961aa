import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { useNftWizard } from '../wizard-store'
import { UploadStep } from './UploadStep'

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZXN0In0.c2lnbmF0dXJl'

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  useNftWizard.setState({ settings: { jwt: '', gateway: '', groupName: '' } })
})

describe('the Pinata JWT field', () => {
  it('is masked, shown and hidden again from the keyboard, and kept for the session only', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <UploadStep />
      </MemoryRouter>,
    )
    const field = screen.getByLabelText(/^JWT Token/)
    expect(field).toHaveAttribute('type', 'password')
    // No saved-password or form autofill suggestions for an account token.
    expect(field).toHaveAttribute('autocomplete', 'off')

    await user.click(field)
    await user.keyboard(JWT)
    expect(field).toHaveValue(JWT)
    expect(sessionStorage.getItem('pinata-jwt')).toBe(JWT)
    expect(JSON.stringify({ ...localStorage })).not.toContain(JWT)

    // The toggle is the next stop after the field, and Enter and Space both press it.
    await user.tab()
    expect(screen.getByRole('button', { name: 'Show JWT' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(field).toHaveAttribute('type', 'text')
    const hide = screen.getByRole('button', { name: 'Hide JWT' })
    expect(hide).toHaveFocus()
    await user.keyboard(' ')
    expect(field).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show JWT' })).toHaveFocus()
    expect(field).toHaveValue(JWT)
  })
})
