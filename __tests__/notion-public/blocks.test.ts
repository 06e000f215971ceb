// @vitest-environment node
import { classicBlock, readsChildren, tableColumnId } from '@/lib/notion/public-api/blocks'
import { languageName } from '@/lib/notion/public-api/text-blocks'
import { BLOCK_ID, PAGE_ID, block, externalFile, hostedFile, text } from './shapes'

const rich = (content: string) => [text(content)]
const convert = (type: string, payload: unknown, extra = {}) => classicBlock(block(type, payload, extra), PAGE_ID)
const parts = (type: string, payload: unknown, extra = {}) => {
  const b = convert(type, payload, extra)
  return b && { type: b.type, properties: b.properties, format: b.format }
}

describe('public blocks → classic blocks', () => {
  it('keeps the record fields every classic block has', () => {
    expect(convert('paragraph', { rich_text: rich('Lacinato kale'), color: 'default' })).toEqual({
      id: BLOCK_ID,
      version: 1,
      type: 'text',
      properties: { title: [['Lacinato kale']] },
      parent_id: PAGE_ID,
      parent_table: 'block',
      alive: true,
      created_time: Date.parse('2022-03-01T19:05:00.000Z'),
      last_edited_time: Date.parse('2022-07-06T19:41:00.000Z'),
    })
  })

  it('converts paragraphs and headings 1-4, colours and toggleable headings', () => {
    expect(parts('paragraph', { rich_text: [], color: 'default' })).toEqual({ type: 'text' })
    expect(parts('heading_1', { rich_text: rich('H1'), color: 'default', is_toggleable: false })?.type).toBe('header')
    expect(parts('heading_2', { rich_text: rich('H2'), color: 'green', is_toggleable: false })).toEqual({
      type: 'sub_header',
      properties: { title: [['H2']] },
      format: { block_color: 'green' },
    })
    expect(parts('heading_3', { rich_text: rich('H3'), color: 'default', is_toggleable: true })).toEqual({
      type: 'sub_sub_header',
      properties: { title: [['H3']] },
      format: { toggleable: true },
    })
    expect(parts('heading_4', { rich_text: rich('H4'), color: 'default', is_toggleable: false })?.type).toBe('sub_sub_header')
  })

  it('converts lists, to-dos, toggles, quotes and callouts', () => {
    expect(parts('bulleted_list_item', { rich_text: rich('one'), color: 'default' })?.type).toBe('bulleted_list')
    expect(parts('numbered_list_item', { rich_text: rich('two'), color: 'default', list_start_index: 3 })).toEqual({
      type: 'numbered_list',
      properties: { title: [['two']] },
      format: { list_start_index: 3 },
    })
    expect(parts('to_do', { rich_text: rich('Rain jacket'), checked: true, color: 'default' })?.properties).toEqual({
      title: [['Rain jacket']],
      checked: [['Yes']],
    })
    expect(parts('to_do', { rich_text: rich('Boots'), checked: false, color: 'default' })?.properties?.checked).toEqual([['No']])
    expect(parts('toggle', { rich_text: rich('Why?'), color: 'default' })?.type).toBe('toggle')
    expect(parts('quote', { rich_text: rich('Said'), color: 'gray_background' })).toEqual({
      type: 'quote',
      properties: { title: [['Said']] },
      format: { block_color: 'gray_background' },
    })
    expect(parts('callout', { rich_text: rich('Note'), icon: { type: 'emoji', emoji: '🎞️' }, color: 'gray_background' })).toEqual({
      type: 'callout',
      properties: { title: [['Note']] },
      format: { block_color: 'gray_background', page_icon: '🎞️' },
    })
    expect(parts('callout', { rich_text: rich('Pic'), icon: externalFile('https://example.com/i.png'), color: 'default' })?.format).toEqual({
      page_icon: 'https://example.com/i.png',
    })
  })

  it('converts code (language as Notion names it, caption) and equations', () => {
    expect(parts('code', { rich_text: rich('const a = 3'), caption: rich('example'), language: 'javascript' })).toEqual({
      type: 'code',
      properties: { title: [['const a = 3']], caption: [['example']], language: [['JavaScript']] },
    })
    expect(languageName('css')).toBe('CSS')
    expect(languageName('plain text')).toBe('Plain Text')
    expect(languageName('rust')).toBe('Rust')
    expect(parts('equation', { expression: 'e=mc^2' })).toEqual({ type: 'equation', properties: { title: [['e=mc^2']] } })
  })

  it('converts dividers, breadcrumbs, tables of contents and columns', () => {
    expect(parts('divider', {})?.type).toBe('divider')
    expect(parts('breadcrumb', {})?.type).toBe('breadcrumb')
    expect(parts('table_of_contents', { color: 'gray' })).toEqual({ type: 'table_of_contents', properties: undefined, format: { block_color: 'gray' } })
    expect(parts('column_list', {})?.type).toBe('column_list')
    expect(parts('column', { width_ratio: 0.25 })?.format).toEqual({ column_ratio: 0.25 })
  })

  it('converts tables and their rows with matching column ids', () => {
    const table = parts('table', { table_width: 2, has_column_header: true, has_row_header: false })
    expect(table?.format).toEqual({
      table_block_column_order: [tableColumnId(0), tableColumnId(1)],
      table_block_column_header: true,
      table_block_row_header: false,
    })
    expect(parts('table_row', { cells: [rich('a'), [text('b', { italic: true })]] })?.properties).toEqual({
      [tableColumnId(0)]: [['a']],
      [tableColumnId(1)]: [['b', [['i']]]],
    })
  })

  it('converts media with its address where /api/v3 keeps it', () => {
    const signed = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/a/photo.png?X-Amz-Signature=x'
    expect(parts('image', { ...hostedFile(signed), caption: rich('Ridges') })).toEqual({
      type: 'image',
      properties: { source: [[signed]], caption: [['Ridges']] },
      format: { display_source: signed },
    })
    for (const type of ['video', 'audio', 'pdf']) {
      expect(parts(type, { ...externalFile('https://example.com/x'), caption: [] })).toEqual({
        type,
        properties: { source: [['https://example.com/x']] },
        format: { display_source: 'https://example.com/x' },
      })
    }
    expect(parts('file', { ...externalFile('https://example.com/notes.pdf'), caption: [], name: 'notes.pdf' })?.properties).toEqual({
      source: [['https://example.com/notes.pdf']],
      title: [['notes.pdf']],
    })
  })

  it('converts bookmarks, embeds and link previews', () => {
    expect(parts('bookmark', { url: 'https://developer.mozilla.org/', caption: rich('MDN') })).toEqual({
      type: 'bookmark',
      properties: { link: [['https://developer.mozilla.org/']], caption: [['MDN']] },
      format: undefined,
    })
    expect(parts('embed', { url: 'https://example.com/card.html', caption: [] })).toEqual({
      type: 'embed',
      properties: { source: [['https://example.com/card.html']] },
      format: { display_source: 'https://example.com/card.html' },
    })
    expect(parts('link_preview', { url: 'https://github.com/makenotion/notion-sdk-js/pull/1' })?.properties).toEqual({
      link: [['https://github.com/makenotion/notion-sdk-js/pull/1']],
    })
    expect(convert('bookmark', { url: '', caption: [] })).toBeUndefined()
  })

  it('converts links to pages, child pages (not read into), synced blocks and tabs', () => {
    expect(parts('link_to_page', { type: 'page_id', page_id: 'b4be3892-021d-4074-9a6d-08d6d91a7b56' })?.format).toEqual({
      alias_pointer: { id: 'b4be3892-021d-4074-9a6d-08d6d91a7b56', table: 'block' },
    })
    expect(convert('link_to_page', { type: 'comment_id', comment_id: 'x' })).toBeUndefined()
    const child = block('child_page', { title: 'Lacinato kale' }, { has_children: true })
    const page = classicBlock(child, PAGE_ID)
    expect(page?.type).toBe('page')
    expect(page?.properties).toEqual({ title: [['Lacinato kale']] })
    expect(page && readsChildren(child, page)).toBe(false)
    expect(parts('synced_block', { synced_from: null })?.type).toBe('transclusion_container')
    expect(parts('synced_block', { synced_from: { type: 'block_id', block_id: 'original' } })?.type).toBe('transclusion_container')
    expect(parts('tab', {}, { has_children: true })?.type).toBe('transclusion_container')
  })

  it('shows a template as its label, without what it would create', () => {
    const template = block('template', { rich_text: rich('Add a new to-do') }, { has_children: true })
    const classic = classicBlock(template, PAGE_ID)
    expect(classic?.properties).toEqual({ title: [['Add a new to-do']] })
    expect(classic && readsChildren(template, classic)).toBe(false)
  })

  it('shows nothing for unsupported blocks, meeting notes and trashed blocks', () => {
    expect(convert('unsupported', { block_type: 'form' })).toBeUndefined()
    expect(convert('meeting_notes', { title: [] })).toBeUndefined()
    expect(convert('paragraph', { rich_text: rich('gone'), color: 'default' }, { in_trash: true })).toBeUndefined()
  })

  it('shows a block type it does not know yet (a button) by its label or children', () => {
    expect(parts('button', { rich_text: rich('Subscribe') })?.properties).toEqual({ title: [['Subscribe']] })
    expect(parts('button', {}, { has_children: true })?.type).toBe('transclusion_container')
    expect(convert('button', {})).toBeUndefined()
  })
})
