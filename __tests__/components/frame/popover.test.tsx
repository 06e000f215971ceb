import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { usePopover } from '@/components/frame/usePopover'

function Harness() {
  const { open, box, buttonProps, panelProps } = usePopover()
  return (
    <>
      <div ref={box}>
        <button type="button" {...buttonProps}>info</button>
        {open && <div {...panelProps}><button type="button">inside</button></div>}
      </div>
      <button type="button">elsewhere</button>
    </>
  )
}

const opener = () => screen.getByRole('button', { name: 'info' })

describe('usePopover', () => {
  it('states its panel and whether it is open; a second click closes it', () => {
    render(<Harness />)
    expect(opener()).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(opener())
    expect(opener()).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(opener().getAttribute('aria-controls')!)).toHaveTextContent('inside')
    fireEvent.click(opener())
    expect(screen.queryByText('inside')).toBeNull()
  })

  it('closes on Escape and puts the focus back on its button', () => {
    render(<Harness />)
    fireEvent.click(opener())
    screen.getByText('inside').focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByText('inside')).toBeNull()
    expect(document.activeElement).toBe(opener())
  })

  it('closes on a pointer down outside, not inside', () => {
    render(<Harness />)
    fireEvent.click(opener())
    fireEvent.pointerDown(screen.getByText('inside'))
    expect(screen.getByText('inside')).toBeInTheDocument()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.queryByText('inside')).toBeNull()
  })
})
