// @vitest-environment node
import { classicDate } from '@/lib/notion/public-api/dates'
import { decoratedText } from '@/lib/notion/public-api/rich-text'
import { readableText } from '@/lib/notion/properties'
import { equation, mention, text } from './shapes'

describe('rich text → decorated text', () => {
  it('keeps plain text as plain segments', () => {
    expect(decoratedText([text('Some words ')])).toEqual([['Some words ']])
    expect(decoratedText([])).toEqual([])
    expect(decoratedText(undefined)).toEqual([])
  })

  it('turns every annotation into its decoration', () => {
    const all = text('all', { bold: true, italic: true, strikethrough: true, underline: true, code: true, color: 'red_background' })
    expect(decoratedText([all])).toEqual([['all', [['b'], ['i'], ['s'], ['_'], ['c'], ['h', 'red_background']]]])
    expect(decoratedText([text('green', { color: 'green' })])).toEqual([['green', [['h', 'green']]]])
  })

  it('keeps links, internal ones in the /<id> form Notion stores', () => {
    expect(decoratedText([text('MDN', { bold: true }, 'https://developer.mozilla.org/')])).toEqual([
      ['MDN', [['b'], ['a', 'https://developer.mozilla.org/']]],
    ])
    expect(decoratedText([text('a post', {}, '/b4be3892021d40749a6d08d6d91a7b56')])).toEqual([
      ['a post', [['a', '/b4be3892021d40749a6d08d6d91a7b56']]],
    ])
  })

  it('writes an inline equation as ⁍ with its TeX', () => {
    expect(decoratedText([equation('E = mc^2')])).toEqual([['⁍', [['e', 'E = mc^2']]]])
    expect(readableText(decoratedText([text('so '), equation('x^2')]))).toBe('so x^2')
  })

  it('writes page, database, user, date and link mentions as ‣ placeholders', () => {
    const items = [
      mention({ type: 'page', page: { id: '3c612f56-fdd0-4a30-a4d6-bda7d7426309' } }, 'This is a test page', 'https://www.notion.so/3c612f56fdd04a30a4d6bda7d7426309'),
      mention({ type: 'database', database: { id: 'a1d8501e-1ac1-43e9-a6bd-ea9fe6c8822b' } }, 'Tasks'),
      mention({ type: 'user', user: { object: 'user', id: 'b2e19928-b427-4aad-9a9d-fde65479b1d9' } }, '@Ada'),
      mention({ type: 'date', date: { start: '2022-12-16', end: null, time_zone: null } }, '2022-12-16'),
      mention({ type: 'link_mention', link_mention: { href: 'https://github.com/notion', title: 'Notion on GitHub' } }, 'Notion on GitHub'),
      mention({ type: 'link_preview', link_preview: { url: 'https://workspace.slack.com/archives/C0/p1' } }, 'https://workspace.slack.com/archives/C0/p1'),
    ]
    expect(decoratedText(items)).toEqual([
      ['‣', [['p', '3c612f56-fdd0-4a30-a4d6-bda7d7426309']]],
      ['‣', [['p', 'a1d8501e-1ac1-43e9-a6bd-ea9fe6c8822b']]],
      ['‣', [['u', 'b2e19928-b427-4aad-9a9d-fde65479b1d9']]],
      ['‣', [['d', { type: 'date', start_date: '2022-12-16' }]]],
      ['‣', [['lm', { href: 'https://github.com/notion', title: 'Notion on GitHub' }]]],
      ['‣', [['lm', { href: 'https://workspace.slack.com/archives/C0/p1' }]]],
    ])
  })

  it('reads template mentions and custom emoji as the text Notion gives them', () => {
    const items = [
      mention({ type: 'template_mention', template_mention: { type: 'template_mention_date', template_mention_date: 'today' } }, '@Today'),
      mention({ type: 'template_mention', template_mention: { type: 'template_mention_user', template_mention_user: 'me' } }, '@Me'),
      mention({ type: 'custom_emoji', custom_emoji: { id: '45ce454c-d427-4f53-9489-e5d0f3d1db6b', name: 'bufo', url: 'https://s3.example/bufo.png' } }, ':bufo:'),
    ]
    expect(decoratedText(items)).toEqual([['@Today'], ['@Me'], [':bufo:']])
  })
})

describe('dates', () => {
  it('keeps a date, a datetime (wall clock as written, in the zone of its offset), a range and a time zone', () => {
    expect(classicDate({ start: '2020-12-08', end: null, time_zone: null })).toEqual({ type: 'date', start_date: '2020-12-08' })
    expect(classicDate({ start: '2020-12-08T12:00:00.000-05:00', end: null, time_zone: null })).toEqual({
      type: 'datetime',
      start_date: '2020-12-08',
      start_time: '12:00',
      time_zone: 'Etc/GMT+5',
    })
    expect(classicDate({ start: '2099-01-01T01:00:00.000Z', end: null, time_zone: null }).time_zone).toBe('UTC')
    expect(classicDate({ start: '2099-01-01T09:00:00.000+08:00', end: null, time_zone: null }).time_zone).toBe('Etc/GMT-8')
    // No whole-hour zone for +05:30: the same instant on UTC's wall clock.
    expect(classicDate({ start: '2099-01-01T09:00:00.000+05:30', end: null, time_zone: null })).toMatchObject({ start_time: '03:30', time_zone: 'UTC' })
    expect(classicDate({ start: '2020-12-08T12:00:00.000', end: '2020-12-09T08:30:00.000', time_zone: 'America/New_York' })).toEqual({
      type: 'datetimerange',
      start_date: '2020-12-08',
      start_time: '12:00',
      end_date: '2020-12-09',
      end_time: '08:30',
      time_zone: 'America/New_York',
    })
    expect(classicDate({ start: '2024-01-01', end: '2024-01-03', time_zone: null }).type).toBe('daterange')
  })
})
