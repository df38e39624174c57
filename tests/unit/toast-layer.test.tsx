import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { toast } from '../../src/lib/toast/toast'
import { Modal } from '../../src/components/modal'
import { ToastLayer } from '../../src/components/toast-layer'

/*
 * A modal <dialog> is in the top layer and makes the page inert, so the toaster moves
 * into the open dialog (and back), staying mounted: a toast raised before the modal opened stays.
 */
function Screen() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Payment" onClose={() => setOpen(false)}>
        <p>Inside</p>
      </Modal>
      <ToastLayer />
    </>
  )
}

const layer = () => document.querySelector('[data-toast-layer]')

describe('toast layer', () => {
  // First in the file: sonner is not loaded yet (lib/toast/toast.ts loads it once, with the first toast).
  it('draws no toaster until the first toast, which loads sonner and shows it (decision 059)', async () => {
    const { unmount } = render(<ToastLayer />)
    expect(layer()?.parentElement).toBe(document.body)
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    act(() => {
      toast.error('Failed to load wallet')
    })
    expect(await screen.findByText('Failed to load wallet')).toBeTruthy()
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull()
    unmount()
  })

  it('lives in the open modal and returns to the page when it closes', async () => {
    render(<Screen />)
    expect(layer()?.parentElement).toBe(document.body)
    act(() => {
      toast.success('Payment link created successfully!')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog')
    expect(layer()?.parentElement).toBe(dialog)
    expect(await screen.findByText('Payment link created successfully!')).toBeTruthy()
    expect(dialog.contains(screen.getByText('Payment link created successfully!'))).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(layer()?.parentElement).toBe(document.body)
  })
})
