// The random-post button: nothing on a site without posts; otherwise a labelled button.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RandomPostButton } from '@/components/sections/RandomPostButton'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

describe('RandomPostButton', () => {
  beforeEach(() => resetRouter('/'))

  it('shows nothing when the site has no posts', () => {
    const { container } = renderInSite(<RandomPostButton />)
    expect(container.innerHTML).toBe('')
  })

  it('is a button named "Random post" with the given face', () => {
    renderInSite(<RandomPostButton>?</RandomPostButton>, { chrome: { postCount: 3 } })
    const button = screen.getByRole('button', { name: 'Random post' })
    expect(button.textContent).toBe('?')
  })
})
