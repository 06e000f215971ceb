// Text-like blocks of the public API (paragraphs, headings, lists, to-dos, toggles, quotes,
// callouts, code, equations) as the classic type, properties and format /api/v3 gives them.
import type { RichTextItemResponse } from '@notionhq/client'
import { iconText, type PublicFileObject } from './files'
import { decoratedText } from './rich-text'

export interface ClassicParts {
  type: string
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
}

export interface TextPayload {
  rich_text?: RichTextItemResponse[]
  caption?: RichTextItemResponse[]
  color?: string
  is_toggleable?: boolean
  checked?: boolean
  language?: string
  icon?: PublicFileObject | null
  expression?: string
  list_start_index?: number
}

// Classic has three heading levels; a fourth-level heading reads as the third.
const CLASSIC_TEXT_TYPE: Readonly<Record<string, string>> = {
  paragraph: 'text',
  heading_1: 'header',
  heading_2: 'sub_header',
  heading_3: 'sub_sub_header',
  heading_4: 'sub_sub_header',
  bulleted_list_item: 'bulleted_list',
  numbered_list_item: 'numbered_list',
  to_do: 'to_do',
  toggle: 'toggle',
  quote: 'quote',
  callout: 'callout',
  code: 'code',
  equation: 'equation',
  // A template button's label; what it would create is not page content.
  template: 'text',
}

// The API names code languages in lower case; /api/v3 (and the code block's label) as Notion
// shows them. Names not listed here read with a capital first letter.
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  javascript: 'JavaScript', typescript: 'TypeScript', css: 'CSS', html: 'HTML', json: 'JSON',
  'plain text': 'Plain Text', sql: 'SQL', php: 'PHP', xml: 'XML', yaml: 'YAML', graphql: 'GraphQL',
  'c#': 'C#', 'c++': 'C++', 'f#': 'F#', 'objective-c': 'Objective-C', webassembly: 'WebAssembly',
  latex: 'LaTeX', matlab: 'MATLAB', toml: 'TOML', 'vb.net': 'VB.Net', 'java/c/c++/c#': 'Java/C/C++/C#',
}

export function languageName(language: string | undefined): string {
  const name = (language ?? '').trim()
  return LANGUAGE_NAMES[name.toLowerCase()] ?? (name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Plain Text')
}

export const isTextType = (type: string) => type in CLASSIC_TEXT_TYPE

export function textBlockParts(type: string, payload: TextPayload): ClassicParts {
  const properties: Record<string, unknown> = {}
  const format: Record<string, unknown> = {}
  const title = type === 'equation' ? [[payload.expression ?? '']] : decoratedText(payload.rich_text)
  if (title.length > 0) properties.title = title
  if (payload.caption?.length) properties.caption = decoratedText(payload.caption)
  if (payload.color && payload.color !== 'default') format.block_color = payload.color
  if (payload.is_toggleable) format.toggleable = true
  if (type === 'to_do') properties.checked = [[payload.checked ? 'Yes' : 'No']]
  if (type === 'code') properties.language = [[languageName(payload.language)]]
  if (type === 'callout') {
    const icon = iconText(payload.icon)
    if (icon) format.page_icon = icon
  }
  if (type === 'numbered_list_item' && typeof payload.list_start_index === 'number') {
    format.list_start_index = payload.list_start_index
  }
  return {
    type: CLASSIC_TEXT_TYPE[type] ?? 'text',
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    ...(Object.keys(format).length > 0 ? { format } : {}),
  }
}
