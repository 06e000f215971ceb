// The Drawer hides a closed panel itself, and FloatingToc opens it from its own floating button
// or from a button the theme places (the `trigger` slot).
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Drawer } from '@/components/layout/Drawer'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { TocEntry } from '@/lib/site/types'
import { router, renderWithSite } from '../kit-a/site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const dialog = () => screen.getByRole('dialog', { hidden: true })
const classesOf = (element: Element) => (element.getAttribute('class') ?? '').split(' ')
const toc: TocEntry[] = [{ id: 'a1', text: 'Intro', indentLevel: 0 }]

describe('Drawer', () => {
  it('is invisible while closed and visible while open, whatever the theme gives', () => {
    const { rerender } = renderWithSite(
      <Drawer open={false} onClose={() => {}} classNames={{ root: 'bg-stone-50 p-6' }}>
        <p>inside</p>
      </Drawer>,
    )
    expect(classesOf(dialog())).toEqual(
      expect.arrayContaining(['invisible', 'fixed', 'w-72', 'bg-stone-50', 'p-6']),
    )
    rerender(
      <Drawer open onClose={() => {}} classNames={{ root: 'bg-stone-50 p-6' }}>
        <p>inside</p>
      </Drawer>,
    )
    expect(classesOf(dialog())).not.toContain('invisible')
    expect(classesOf(dialog())).not.toContain('bg-white')
  })

  it("keeps the overlay's position and layer under a theme's look", () => {
    renderWithSite(
      <Drawer open onClose={() => {}} classNames={{ overlay: 'bg-black/70' }}>
        <p>inside</p>
      </Drawer>,
    )
    const overlay = document.querySelector('[data-drawer-overlay]')
    expect(overlay && classesOf(overlay)).toEqual(['fixed', 'inset-0', 'z-40', 'bg-black/70'])
  })
})

describe('FloatingToc', () => {
  it('opens the contents drawer from its floating button, and closes it on a chosen heading', () => {
    renderWithSite(<FloatingToc toc={toc} classNames={{ button: 'bottom-4 right-4' }} />)
    const button = screen.getByTestId('floating-toc-button')
    expect(classesOf(button)).toEqual(['fixed', 'z-30', 'bottom-4', 'right-4'])
    expect(classesOf(dialog())).toContain('invisible')
    fireEvent.click(button)
    expect(classesOf(dialog())).not.toContain('invisible')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    act(() => screen.getByRole('link', { name: 'Intro' }).click())
    expect(classesOf(dialog())).toContain('invisible')
  })

  it("renders the theme's own button from `trigger` instead of the floating one", () => {
    renderWithSite(
      <nav aria-label="bar">
        <FloatingToc
          toc={toc}
          tocClassNames={{ active: 'text-red-600' }}
          trigger={(props) => (
            <button {...props} className="bar-button">
              toc
            </button>
          )}
        />
      </nav>,
    )
    expect(screen.queryByTestId('floating-toc-button')).toBeNull()
    const own = screen.getByRole('button', { name: 'Show table of contents' })
    expect(own).toHaveClass('bar-button')
    expect(own.closest('nav')).toHaveAttribute('aria-label', 'bar')
    fireEvent.click(own)
    expect(own).toHaveAttribute('aria-expanded', 'true')
    expect(classesOf(dialog())).not.toContain('invisible')
  })

  it('renders nothing without entries', () => {
    const { container } = renderWithSite(
      <FloatingToc toc={[]} trigger={() => <button>toc</button>} />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
