import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from './toast'
import { useImageFilePicker } from './use-image-file-picker'

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }))

function Picker({ keep }: { keep: (file: File) => Promise<void> }) {
  const picker = useImageFilePicker(keep, 'Please choose an image file')
  return (
    <>
      <input {...picker.inputProps} aria-label="Image file" />
      <button disabled={picker.busy} onClick={picker.open}>
        Choose
      </button>
      <div data-testid="drop" onDrop={(event) => picker.take(event.dataTransfer.files[0]!)} />
    </>
  )
}

const png = new File([new Uint8Array([0x89, 0x50])], 'sky.png', { type: 'image/png' })
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Image file')

beforeEach(() => vi.mocked(toast.error).mockClear())

describe('useImageFilePicker', () => {
  it('is a hidden chooser of images that the button opens', () => {
    render(<Picker keep={vi.fn()} />)
    expect(fileInput()).toHaveAttribute('type', 'file')
    expect(fileInput()).toHaveAttribute('accept', 'image/*')
    expect(fileInput()).not.toBeVisible()
    const click = vi.spyOn(fileInput(), 'click')
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }))
    expect(click).toHaveBeenCalledOnce()
  })

  it('refuses a file that is not an image, chosen or dropped, with the given message', () => {
    const keep = vi.fn(() => Promise.resolve())
    render(<Picker keep={keep} />)
    fireEvent.change(fileInput(), { target: { files: [text] } })
    fireEvent.drop(screen.getByTestId('drop'), { dataTransfer: { files: [text] } })
    expect(toast.error).toHaveBeenCalledTimes(2)
    expect(toast.error).toHaveBeenCalledWith('Please choose an image file')
    expect(keep).not.toHaveBeenCalled()
  })

  it('keeps an image, busy until it is kept, and lets the same file be chosen again', async () => {
    let finish = () => {}
    const keep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Picker keep={keep} />)
    await userEvent.upload(fileInput(), png)
    expect(keep).toHaveBeenCalledWith(png)
    expect(fileInput().value).toBe('')
    expect(screen.getByRole('button', { name: 'Choose' })).toBeDisabled()
    finish()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose' })).toBeEnabled())

    fireEvent.drop(screen.getByTestId('drop'), { dataTransfer: { files: [png] } })
    expect(keep).toHaveBeenCalledTimes(2)
  })
})
