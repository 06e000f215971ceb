// RandomPostButton's optional label: a theme may name it in its own words (a random game).
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RandomPostButton } from '@/components/sections/RandomPostButton'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

describe('RandomPostButton label', () => {
  beforeEach(() => resetRouter('/'))

  it('takes the given label as its name and title, and as its text without a face', () => {
    renderInSite(<RandomPostButton label="Random game" />, { chrome: { postCount: 3 } })
    const button = screen.getByRole('button', { name: 'Random game' })
    expect(button.getAttribute('title')).toBe('Random game')
    expect(button.textContent).toBe('Random game')
  })
})
