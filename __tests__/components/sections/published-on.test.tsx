// "Published on" stands only before a date the meta line shows.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PublishedOn } from '@/components/sections/post-card/PublishedOn'
import { I18nProvider } from '@/lib/i18n/react'
import type { PostType } from '@/lib/site/types'

const label = (post: { type: PostType; publishDate: string }) =>
  render(
    <I18nProvider locale="en-US">
      <PublishedOn post={post} />
    </I18nProvider>,
  ).container.textContent

describe('PublishedOn', () => {
  it('labels the date of a post', () => {
    expect(label({ type: 'Post', publishDate: '2024-05-01T00:00:00.000Z' })).toBe('Published on')
  })

  it('says nothing for a page, which shows no publish date', () => {
    expect(label({ type: 'Page', publishDate: '2024-05-01T00:00:00.000Z' })).toBe('')
  })

  it('says nothing for a post without a publish date', () => {
    expect(label({ type: 'Post', publishDate: '' })).toBe('')
  })
})
