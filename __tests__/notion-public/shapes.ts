// Public-API shapes as developers.notion.com documents them (reference: block, rich-text,
// page-property-values, data source), written out for the converter tests.
import type { RichTextItemResponse } from '@notionhq/client'
import type { PublicBlock } from '@/lib/notion/public-api/blocks'

const PLAIN = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' } as const

type Annotations = Partial<RichTextItemResponse['annotations']>

export function text(content: string, annotations: Annotations = {}, link: string | null = null): RichTextItemResponse {
  return {
    type: 'text',
    text: { content, link: link ? { url: link } : null },
    annotations: { ...PLAIN, ...annotations },
    plain_text: content,
    href: link,
  }
}

export function equation(expression: string): RichTextItemResponse {
  return { type: 'equation', equation: { expression }, annotations: { ...PLAIN }, plain_text: expression, href: null }
}

export function mention(value: Extract<RichTextItemResponse, { type: 'mention' }>['mention'], plainText: string, href: string | null = null): RichTextItemResponse {
  return { type: 'mention', mention: value, annotations: { ...PLAIN }, plain_text: plainText, href }
}

export const PAGE_ID = '59833787-2cf9-4fdf-8782-e53db20768a5'
export const BLOCK_ID = 'c02fc1d3-db8b-45c5-a222-27595b15aea7'

/** A block object: common fields, then `type` and its payload. */
export function block(type: string, payload: unknown, extra: Partial<PublicBlock> = {}): PublicBlock {
  return {
    object: 'block',
    id: BLOCK_ID,
    parent: { type: 'page_id', page_id: PAGE_ID },
    created_time: '2022-03-01T19:05:00.000Z',
    last_edited_time: '2022-07-06T19:41:00.000Z',
    created_by: { object: 'user', id: 'ee5f0f84-409a-440f-983a-a5315961c6e4' },
    last_edited_by: { object: 'user', id: 'ee5f0f84-409a-440f-983a-a5315961c6e4' },
    has_children: false,
    in_trash: false,
    type,
    [type]: payload,
    ...extra,
  }
}

export const hostedFile = (url: string) => ({ type: 'file', file: { url, expiry_time: '2030-01-01T01:00:00.000Z' } })
export const externalFile = (url: string) => ({ type: 'external', external: { url } })
