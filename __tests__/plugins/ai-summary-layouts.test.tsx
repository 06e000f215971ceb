// The article layouts of medium and example place the AI summary the route hands them.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetRouter } from '@/__tests__/fixtures/router'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { LayoutSlug as ExampleSlug } from '@/themes/example/layouts/LayoutSlug'
import { LayoutSlug as MediumSlug } from '@/themes/medium/layouts/LayoutSlug'
import { detail } from '../themes/medium/posts'
import { renderMedium } from '../themes/medium/render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const SUMMARY = 'This post explains the medium theme in two sentences. Then it stops.'
const card = () => screen.queryByRole('complementary', { name: 'AI summary' })

describe('the AI summary in article layouts', () => {
  beforeEach(() => resetRouter('/article/hello-medium'))

  it('medium shows the summary text, and no card without one', () => {
    const view = renderMedium(<MediumSlug post={detail()} body={null} prev={null} next={null} related={[]} aiSummary={SUMMARY} />)
    expect(card()).toHaveTextContent(SUMMARY)
    view.unmount()
    renderMedium(<MediumSlug post={detail()} body={null} prev={null} next={null} related={[]} aiSummary={null} />)
    expect(card()).toBeNull()
  })

  it('example shows the summary text, and no card without one', () => {
    const view = renderInSite(<ExampleSlug post={detail()} body={null} prev={null} next={null} related={[]} aiSummary={SUMMARY} />)
    expect(card()).toHaveTextContent(SUMMARY)
    view.unmount()
    renderInSite(<ExampleSlug post={detail()} body={null} prev={null} next={null} related={[]} aiSummary={null} />)
    expect(card()).toBeNull()
  })
})
