// The shared image viewer: a modal dialog that keeps focus, moves with arrows and buttons,
// closes on Escape and hands focus back to the opener.
import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Lightbox, type LightboxImage } from '@/components/sections/media/Lightbox'
import { useLightbox } from '@/components/sections/media/useLightbox'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const images: LightboxImage[] = [
  { src: '/a.jpg', alt: 'Alpha' },
  { src: '/b.jpg', alt: 'Beta', caption: 'The second' },
  { src: '/c.jpg', alt: 'Gamma' },
]

function Gallery({ list = images, at = 1 }: { list?: LightboxImage[]; at?: number }) {
  const viewer = useLightbox()
  return (
    <>
      <button onClick={() => viewer.openAt(at)}>open</button>
      <Lightbox images={list} {...viewer.props} />
    </>
  )
}

const dialog = () => screen.queryByRole('dialog')
const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('src')

describe('Lightbox', () => {
  beforeEach(() => resetRouter('/'))

  it('renders nothing while closed', () => {
    render(<Gallery />)
    expect(dialog()).toBeNull()
  })

  it('opens as a modal dialog on the chosen image, with its caption and position', () => {
    render(<Gallery />)
    fireEvent.click(screen.getByText('open'))
    const box = screen.getByRole('dialog', { name: 'Image viewer' })
    expect(box).toHaveAttribute('aria-modal', 'true')
    expect(shown()).toBe('/b.jpg')
    expect(box).toHaveTextContent('The second')
    expect(box).toHaveTextContent('2 / 3')
    expect(box.contains(document.activeElement)).toBe(true)
  })

  it('moves with the arrow keys and the buttons, wrapping round', () => {
    render(<Gallery />)
    fireEvent.click(screen.getByText('open'))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' })
    expect(shown()).toBe('/c.jpg')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' })
    expect(shown()).toBe('/a.jpg')
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(shown()).toBe('/c.jpg')
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(shown()).toBe('/a.jpg')
    expect(screen.getByRole('dialog')).toHaveTextContent('Alpha')
  })

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Gallery />)
    const opener = screen.getByText('open')
    opener.focus()
    fireEvent.click(opener)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its button and on a click on the backdrop, not on the image', () => {
    render(<Gallery />)
    fireEvent.click(screen.getByText('open'))
    fireEvent.click(screen.getByRole('dialog').querySelector('img')!)
    expect(dialog()).not.toBeNull()
    fireEvent.click(screen.getByRole('dialog'))
    expect(dialog()).toBeNull()
    fireEvent.click(screen.getByText('open'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog()).toBeNull()
  })

  it('keeps Tab inside the dialog', () => {
    render(<Gallery />)
    fireEvent.click(screen.getByText('open'))
    const next = screen.getByRole('button', { name: 'Next image' })
    next.focus()
    fireEvent.keyDown(next, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('shows a single image without previous/next buttons, and an index out of range not at all', () => {
    const { unmount } = render(<Gallery list={images.slice(0, 1)} at={0} />)
    fireEvent.click(screen.getByText('open'))
    expect(shown()).toBe('/a.jpg')
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    expect(screen.getByRole('dialog')).not.toHaveTextContent('1 / 1')
    unmount()
    render(<Gallery list={images.slice(0, 1)} at={4} />)
    fireEvent.click(screen.getByText('open'))
    expect(dialog()).toBeNull()
  })

  it('locks the page scroll while open', () => {
    render(<Gallery />)
    fireEvent.click(screen.getByText('open'))
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.body.style.overflow).toBe('')
  })
})
