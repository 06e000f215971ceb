import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Drawer } from '@/components/layout/Drawer'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Drawer
        open={open}
        onClose={() => {
          onClose?.()
          setOpen(false)
        }}
      >
        <button>inside</button>
      </Drawer>
    </>
  )
}

const dialog = () => screen.getByRole('dialog', { hidden: true })
const isOpen = () => dialog().getAttribute('aria-hidden') !== 'true'

describe('Drawer', () => {
  beforeEach(() => resetRouter('/'))

  it('is closed and inert until opened', () => {
    render(<Harness />)
    expect(isOpen()).toBe(false)
    expect(dialog()).toHaveAttribute('inert')
    expect(dialog()).toHaveClass('w-72')
  })

  it('closes on Escape', () => {
    render(<Harness />)
    fireEvent.click(screen.getByText('open'))
    expect(isOpen()).toBe(true)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(isOpen()).toBe(false)
  })

  it('closes when a route change starts', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByText('open'))
    act(() => routerStub.events.emit('routeChangeStart', '/archive'))
    expect(onClose).toHaveBeenCalledOnce()
    expect(isOpen()).toBe(false)
    // Closed drawers stop listening.
    act(() => routerStub.events.emit('routeChangeStart', '/tag'))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('closes on a click on the overlay', () => {
    render(<Harness />)
    fireEvent.click(screen.getByText('open'))
    fireEvent.click(document.querySelector('[data-drawer-overlay]')!)
    expect(isOpen()).toBe(false)
  })

  it('locks the page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto'
    render(<Harness />)
    fireEvent.click(screen.getByText('open'))
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.body.style.overflow).toBe('auto')
  })

  it('moves focus into the panel and back to the opener on close', () => {
    render(<Harness />)
    const opener = screen.getByText('open')
    opener.focus()
    fireEvent.click(opener)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(opener).toHaveFocus()
  })

  it('keeps Tab inside the panel', () => {
    render(<Harness />)
    fireEvent.click(screen.getByText('open'))
    const link = screen.getByText('inside')
    link.focus()
    fireEvent.keyDown(link, { key: 'Tab' })
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
  })
})
