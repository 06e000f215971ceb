// @vitest-environment node
import type { Collection } from 'notion-types'
import { checkboxValue, dateValue, plainText, selectValues } from '@/lib/notion/properties'
import { classicProperties, classicPropertyId, classicValue } from '@/lib/notion/public-api/property-values'
import { classicSchema } from '@/lib/notion/public-api/schema'
import { propertyIdByName, selectOptions } from '@/lib/notion/rows'
import { externalFile, hostedFile, text } from './shapes'

describe('page property values → classic values', () => {
  it('reads title and rich_text as decorated text', () => {
    expect(classicValue({ id: 'title', type: 'title', title: [text('Tuscan kale', { bold: true })] })).toEqual([['Tuscan kale', [['b']]]])
    expect(classicValue({ id: 'NZZ%3B', type: 'rich_text', rich_text: [text('A dark green leafy vegetable')] })).toEqual([['A dark green leafy vegetable']])
  })

  it('reads select, status and multi_select by option name, multi-select comma-joined', () => {
    const select = { id: 'iQ%3Fm', type: 'select', select: { id: 'c1', name: 'Engineering', color: 'blue' } }
    expect(classicValue(select)).toEqual([['Engineering']])
    expect(classicValue({ id: 's', type: 'status', status: { id: 's1', name: 'Published', color: 'green' } })).toEqual([['Published']])
    const tags = { id: 'pY-8', type: 'multi_select', multi_select: [{ id: '1', name: 'Notion', color: 'gray' }, { id: '2', name: 'Writing', color: 'yellow' }] }
    expect(selectValues(classicValue(tags))).toEqual(['Notion', 'Writing'])
    expect(classicValue({ id: 'x', type: 'select', select: null })).toEqual([])
  })

  it('reads dates as a date decoration', () => {
    const value = classicValue({ id: 'K)UV', type: 'date', date: { start: '2024-10-19', end: null, time_zone: null } })
    expect(dateValue(value)).toEqual({ startDate: '2024-10-19' })
    expect(classicValue({ id: 'K)UV', type: 'date', date: null })).toEqual([])
  })

  it('reads checkbox, number, url, email and phone as text', () => {
    expect(checkboxValue(classicValue({ id: 'c', type: 'checkbox', checkbox: true }))).toBe(true)
    expect(classicValue({ id: 'c', type: 'checkbox', checkbox: false })).toEqual([['No']])
    expect(classicValue({ id: 'n', type: 'number', number: 2.5 })).toEqual([['2.5']])
    expect(classicValue({ id: 'n', type: 'number', number: null })).toEqual([])
    expect(classicValue({ id: 'u', type: 'url', url: 'https://developers.notion.com/' })).toEqual([['https://developers.notion.com/']])
    expect(classicValue({ id: 'e', type: 'email', email: 'ada@example.com' })).toEqual([['ada@example.com']])
    expect(classicValue({ id: 'p', type: 'phone_number', phone_number: '415-000-1111' })).toEqual([['415-000-1111']])
  })

  it('reads files as links, people and relations as mentions', () => {
    const files = { id: 'f', type: 'files', files: [{ name: 'a.png', ...hostedFile('https://s3.us-west-2.amazonaws.com/a.png?X-Amz=1') }, { name: 'b', ...externalFile('https://example.com/b.jpg') }] }
    expect(classicValue(files)).toEqual([
      ['a.png', [['a', 'https://s3.us-west-2.amazonaws.com/a.png?X-Amz=1']]],
      [','],
      ['b', [['a', 'https://example.com/b.jpg']]],
    ])
    expect(classicValue({ id: 'p', type: 'people', people: [{ object: 'user', id: 'u1' }] })).toEqual([['‣', [['u', 'u1']]]])
    expect(classicValue({ id: 'r', type: 'relation', relation: [{ id: 'dd456007-6c66-4bba-957e-ea501dcda3a6' }], has_more: false })).toEqual([
      ['‣', [['p', 'dd456007-6c66-4bba-957e-ea501dcda3a6']]],
    ])
  })

  it('reads formulas, rollups and unique ids as their shown value', () => {
    expect(classicValue({ id: 'f', type: 'formula', formula: { type: 'string', string: 'hi' } })).toEqual([['hi']])
    expect(classicValue({ id: 'f', type: 'formula', formula: { type: 'number', number: 3 } })).toEqual([['3']])
    expect(classicValue({ id: 'f', type: 'formula', formula: { type: 'boolean', boolean: true } })).toEqual([['Yes']])
    expect(dateValue(classicValue({ id: 'f', type: 'formula', formula: { type: 'date', date: { start: '2023-01-02', end: null, time_zone: null } } }))?.startDate).toBe('2023-01-02')
    expect(classicValue({ id: 'r', type: 'rollup', rollup: { type: 'number', number: 7, function: 'count' } })).toEqual([['7']])
    const array = { type: 'array', function: 'show_original', array: [{ id: 'x', type: 'rich_text', rich_text: [text('one')] }, { id: 'x', type: 'rich_text', rich_text: [text('two')] }] }
    expect(plainText(classicValue({ id: 'r', type: 'rollup', rollup: array }))).toBe('one,two')
    expect(classicValue({ id: 'i', type: 'unique_id', unique_id: { prefix: 'POST', number: 12 } })).toEqual([['POST-12']])
    expect(classicValue({ id: 'i', type: 'unique_id', unique_id: { prefix: null, number: 3 } })).toEqual([['3']])
  })

  it('stores no value for derived properties, as /api/v3', () => {
    expect(classicValue({ id: 't', type: 'created_time', created_time: '2022-03-01T19:05:00.000Z' })).toEqual([])
    expect(classicValue({ id: 't', type: 'last_edited_by', last_edited_by: { object: 'user', id: 'u' } })).toEqual([])
    expect(classicValue({ id: 'b', type: 'button', button: {} })).toEqual([])
  })

  it('keys values by the classic property id (the public one URL-decoded), leaving empty ones out', () => {
    expect(classicPropertyId('%6054*')).toBe('`54*')
    expect(classicPropertyId('a%5Cb%7D')).toBe('a\\b}')
    expect(classicPropertyId('%E0%A4%A')).toBe('%E0%A4%A')
    const props = classicProperties({
      Name: { id: 'title', type: 'title', title: [text('Hello')] },
      status: { id: '%6054*', type: 'select', select: { id: '1', name: 'Published', color: 'green' } },
      summary: { id: 'x%22L%5D', type: 'rich_text', rich_text: [] },
    })
    expect(props).toEqual({ title: [['Hello']], '`54*': [['Published']] })
  })
})

describe('data source properties → classic schema', () => {
  const schema = classicSchema({
    Name: { id: 'title', name: 'Name', type: 'title', title: {} },
    type: {
      id: 'c7b7b777-1adc-4b13-bb54-677cf6929fb8',
      name: 'type',
      type: 'select',
      select: { options: [{ id: 'o1', name: 'Post', color: 'blue' }, { id: 'o2', name: 'Page', color: 'green' }] },
    },
    tags: { id: 'pY-8', name: 'tags', type: 'multi_select', multi_select: { options: [{ id: 't1', name: 'Notion', color: 'gray' }] } },
    status: { id: 's%3D', name: 'status', type: 'status', status: { options: [{ id: 's1', name: 'Published', color: 'green' }], groups: [] } },
    summary: { id: 'x%22L%5D', name: 'summary', type: 'rich_text', rich_text: {} },
    who: { id: 'w', name: 'who', type: 'people', people: {} },
    files: { id: 'f', name: 'files', type: 'files', files: {} },
    n: { id: 'n', name: 'n', type: 'unique_id', unique_id: { prefix: null } },
  })

  it('keys entries by classic id with the classic type names', () => {
    expect(Object.keys(schema)).toEqual(['title', 'c7b7b777-1adc-4b13-bb54-677cf6929fb8', 'pY-8', 's=', 'x"L]', 'w', 'f', 'n'])
    expect(schema['x"L]']).toEqual({ name: 'summary', type: 'text' })
    expect(schema.w?.type).toBe('person')
    expect(schema.f?.type).toBe('file')
    expect(schema.n?.type).toBe('auto_increment_id')
  })

  it('gives select, multi-select and status their options as the rows reader reads them', () => {
    const collection = { schema } as unknown as Collection
    expect(propertyIdByName(collection, 'TYPE')).toBe('c7b7b777-1adc-4b13-bb54-677cf6929fb8')
    expect(selectOptions(collection, 'type')).toEqual([{ name: 'Post', color: 'blue' }, { name: 'Page', color: 'green' }])
    expect(selectOptions(collection, 'tags')).toEqual([{ name: 'Notion', color: 'gray' }])
    expect(schema['s=']?.options).toEqual([{ id: 's1', color: 'green', value: 'Published' }])
  })
})
