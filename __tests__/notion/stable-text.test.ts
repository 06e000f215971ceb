// @vitest-environment node
// Text the renderer draws alike on the server and in the browser: one link a run, none in text
// drawn inside a link, dates worded in UTC whatever the reader's time zone.
import { afterEach, describe, expect, it } from 'vitest'
import { dateText, linkFreeText, stableText, timeText, withStableText } from '@/lib/notion/stable-text'

const savedZone = process.env.TZ
afterEach(() => {
  if (savedZone === undefined) delete process.env.TZ
  else process.env.TZ = savedZone
})

describe('dates', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('are worded the same in %s', (zone) => {
    process.env.TZ = zone
    expect(dateText({ type: 'date', start_date: '2025-03-01' })).toBe('Mar 1, 2025')
    expect(dateText({ type: 'datetime', start_date: '2025-04-01', start_time: '00:30' })).toBe('Apr 1, 2025 00:30')
    expect(dateText({ type: 'daterange', start_date: '2025-05-01', end_date: '2025-06-01' })).toBe('May 1, 2025 → Jun 1, 2025')
    expect(dateText({ type: 'datetimerange', start_date: '2025-05-01', start_time: '09:00', end_date: '2025-05-02', end_time: '10:00' })).toBe('May 1, 2025 09:00 → May 2, 2025 10:00')
    expect(timeText(Date.UTC(2025, 2, 1, 0, 5))).toBe('Mar 1, 2025 12:05 AM')
    expect(timeText(Date.UTC(2025, 11, 31, 23, 59))).toBe('Dec 31, 2025 11:59 PM')
  })

  it('become the text of their run, other formats kept', () => {
    expect(stableText([['‣', [['d', { type: 'date', start_date: '2025-03-01' }], ['b']]]])).toEqual([['Mar 1, 2025', [['b']]]])
  })

  it('stay in a database’s date columns, which views sort and group by', () => {
    const row = { type: 'page', properties: { when: [['‣', [['d', { type: 'date', start_date: '2025-03-01' }]]]] } }
    expect(withStableText(row, (key) => key === 'when')).toBe(row)
  })
})

describe('links', () => {
  it('a run keeps one: a mention over a text link, the first of two text links', () => {
    expect(stableText([['‣', [['lm', { href: 'https://a.dev' }], ['a', 'https://b.dev']]]])).toEqual([['‣', [['lm', { href: 'https://a.dev' }]]]])
    expect(stableText([['x', [['a', 'https://a.dev'], ['b'], ['a', 'https://b.dev']]]])).toEqual([['x', [['a', 'https://a.dev'], ['b']]]])
    // A person is a picture, not a link.
    const person = [['‣', [['u', 'someone'], ['a', 'https://a.dev']]]]
    expect(stableText(person)).toBe(person)
  })

  it('text drawn inside a link keeps none; a link mention reads as its title, a page mention as nothing', () => {
    expect(linkFreeText([['Go ', [['b']]], ['here', [['a', '/x'], ['i']]], ['‣', [['lm', { title: 'Site', href: 'https://a.dev' }]]], ['‣', [['p', 'id']]]])).toEqual([
      ['Go ', [['b']]],
      ['here', [['i']]],
      ['Site'],
      [''],
    ])
  })

  it('only in what the renderer draws inside a link: page titles, bookmark texts', () => {
    const title = [['t', [['a', '/x']]]]
    expect(withStableText({ type: 'page', properties: { title } }).properties.title).toEqual([['t']])
    expect(withStableText({ type: 'bookmark', properties: { description: title } }).properties.description).toEqual([['t']])
    const text = { type: 'text', properties: { title } }
    expect(withStableText(text)).toBe(text)
  })
})

it('an external object loses its "updated" date, which the renderer words in the reader’s zone', () => {
  const object = { type: 'external_object_instance', format: { attributes: [{ id: 'title', values: ['PR'] }, { id: 'updated_at', values: [{}] }] } }
  expect(withStableText(object).format.attributes).toEqual([{ id: 'title', values: ['PR'] }])
})
