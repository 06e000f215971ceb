import {
  b,
  blogSchema,
  buildSchema,
  encodeDate,
  encodeProperty,
  inlineEquation,
  link,
  notionId,
  ODD_PROPERTY_IDS,
  pageMention,
  propertyId,
  styled,
  toRichText,
} from '@/lib/notion/builder'

describe('ids', () => {
  it('derives a stable, v4-shaped dashed uuid from a seed', () => {
    const id = notionId('hello')
    expect(id).toBe(notionId('hello'))
    expect(id).not.toBe(notionId('hello2'))
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('makes 4-character property ids that are never the reserved "title"', () => {
    const ids = Array.from({ length: 200 }, (_, i) => propertyId(`p${i}`))
    for (const id of ids) expect(id).toHaveLength(4)
    expect(new Set(ids).size).toBeGreaterThan(190)
    expect(ids.some((id) => /[^A-Za-z0-9]/.test(id))).toBe(true)
  })

  it('gives the blog schema a uuid-like id and ids with odd characters', () => {
    const schema = buildSchema('blog', blogSchema())
    const ids = Object.keys(schema)
    expect(schema.title?.type).toBe('title')
    expect(ids).toContain('a\\b}')
    expect(schema[ODD_PROPERTY_IDS.slug]?.name).toBe('slug')
    expect(ids.some((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(id))).toBe(true)
    expect(Object.values(schema).map((e) => e.name)).toEqual([
      'title',
      'type',
      'status',
      'slug',
      'category',
      'tags',
      'date',
      'summary',
      'password',
      'icon',
      'ext',
      'comment',
    ])
  })
})

describe('rich text', () => {
  it('builds Notion decorations', () => {
    expect(toRichText('plain')).toEqual([['plain']])
    expect(toRichText(['a ', b('bold')])).toEqual([['a '], ['bold', [['b']]]])
    expect(link('docs', 'https://x.dev')).toEqual(['docs', [['a', 'https://x.dev']]])
    expect(styled('hot', ['b'], ['h', 'red'])).toEqual(['hot', [['b'], ['h', 'red']]])
    expect(inlineEquation('x^2')).toEqual(['⁍', [['e', 'x^2']]])
    expect(pageMention('abc')).toEqual(['‣', [['p', 'abc']]])
  })
})

describe('property encodings', () => {
  const schema = buildSchema('t', [
    { name: 'Name', type: 'title' },
    { name: 'Kind', type: 'select' },
    { name: 'Tags', type: 'multi_select' },
    { name: 'When', type: 'date' },
    { name: 'Done', type: 'checkbox' },
    { name: 'Who', type: 'person' },
    { name: 'Count', type: 'number' },
  ])
  const entry = (name: string) => Object.values(schema).find((e) => e.name === name)!

  it('encodes select, multi_select, checkbox, number and person', () => {
    expect(encodeProperty(entry('Kind'), 'Post')).toEqual([['Post']])
    expect(encodeProperty(entry('Tags'), ['a', 'b'])).toEqual([['a,b']])
    expect(encodeProperty(entry('Done'), true)).toEqual([['Yes']])
    expect(encodeProperty(entry('Done'), false)).toEqual([['No']])
    expect(encodeProperty(entry('Count'), 6)).toEqual([['6']])
    expect(encodeProperty(entry('Who'), ['u1', 'u2'])).toEqual([
      ['‣', [['u', 'u1']]],
      [','],
      ['‣', [['u', 'u2']]],
    ])
    expect(encodeProperty(entry('Name'), [b('Hi'), ' there'])).toEqual([
      ['Hi', [['b']]],
      [' there'],
    ])
  })

  it('encodes dates with the type Notion uses for time, range and zone', () => {
    expect(encodeProperty(entry('When'), { start: '2024-01-02' })).toEqual([
      ['‣', [['d', { type: 'date', start_date: '2024-01-02' }]]],
    ])
    expect(
      encodeDate({ start: '2099-01-01', startTime: '09:00', timeZone: 'Asia/Shanghai' }),
    ).toEqual({
      type: 'datetime',
      start_date: '2099-01-01',
      start_time: '09:00',
      time_zone: 'Asia/Shanghai',
    })
    expect(encodeDate({ start: '2024-01-01', end: '2024-01-03' }).type).toBe('daterange')
    expect(
      encodeDate({ start: '2024-01-01', startTime: '10:00', end: '2024-01-01', endTime: '11:00' })
        .type,
    ).toBe('datetimerange')
  })

  it('rejects a date property without a start', () => {
    expect(() => encodeProperty(entry('When'), 'tomorrow')).toThrow(/needs \{start\}/)
  })
})
