// A body link never opens inside another: inside a link, an inner one is plain content.
import { describe, expect, it, vi } from 'vitest'
import { BodyLink } from '@/components/notion/BodyLink'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

describe('BodyLink', () => {
  it('draws a link inside a link as plain content', () => {
    const { container } = renderInSite(
      <BodyLink href="https://example.com/outer" className="notion-link">
        outer <BodyLink href="/inner" className="notion-link">inner</BodyLink>
      </BodyLink>,
    )
    expect(container.querySelectorAll('a')).toHaveLength(1)
    expect(container.querySelector('a a')).toBeNull()
    expect(container.querySelector('a span.notion-link')?.textContent).toBe('inner')
  })
})
