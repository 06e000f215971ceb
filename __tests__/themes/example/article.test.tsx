// The example theme's article page: previous/next titles get the full width on phones (side by
// side, "清单的清单" wrapped after four characters), two columns from the sm breakpoint.
import { render, screen } from '@testing-library/react'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { config } from '@/themes/example/config'
import { LayoutSlug } from '@/themes/example/layouts/LayoutSlug'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { detail, link } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

describe('example article page', () => {
  beforeEach(() => resetRouter('/article/hello-medium'))

  it('stacks the previous and next posts on phones, side by side from sm', () => {
    const value = { ...fixtureContext(), themeConfig: config.parse({}) }
    render(
      <SiteProvider value={value}>
        <I18nProvider locale="en-US">
          <LayoutSlug
            post={detail()}
            body={null}
            aiSummary={null} related={[]}
            prev={link('清单的清单', '/article/lists')}
            next={link('Newer post', '/article/newer')}
          />
        </I18nProvider>
      </SiteProvider>,
    )
    const nav = screen.getByRole('navigation', { name: 'Previous post / Next post' })
    const classes = nav.className.split(/\s+/)
    expect(classes).toEqual(expect.arrayContaining(['grid', 'sm:grid-cols-2']))
    expect(classes).not.toContain('flex')
    expect(classes.filter((c) => /^grid-cols-/.test(c))).toEqual([])
  })
})
