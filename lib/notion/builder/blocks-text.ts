// Text-like blocks: paragraphs, headings, lists, quotes, callouts, toggles.
import { makeBlock } from './block-spec'
import type { BlockOptions, BlockSpec } from './block-spec'
import { toRichText } from './rich-text'
import type { RichTextInput } from './rich-text'

const titled = (text: RichTextInput) => ({ title: toRichText(text) })

export function paragraph(text: RichTextInput, options?: BlockOptions): BlockSpec {
  return makeBlock('text', { properties: titled(text) }, options)
}

export interface HeadingOptions extends BlockOptions {
  /** A toggle heading: `format.toggleable`, with its children hidden until opened. */
  toggleable?: boolean
  children?: BlockSpec[]
}

function heading(type: string, text: RichTextInput, options: HeadingOptions = {}): BlockSpec {
  const { toggleable, children, ...rest } = options
  return makeBlock(
    type,
    { properties: titled(text), format: toggleable ? { toggleable: true } : undefined, children },
    rest,
  )
}

export const h1 = (text: RichTextInput, o?: HeadingOptions) => heading('header', text, o)
export const h2 = (text: RichTextInput, o?: HeadingOptions) => heading('sub_header', text, o)
export const h3 = (text: RichTextInput, o?: HeadingOptions) => heading('sub_sub_header', text, o)

export function bullet(text: RichTextInput, children?: BlockSpec[], o?: BlockOptions): BlockSpec {
  return makeBlock('bulleted_list', { properties: titled(text), children }, o)
}

export function numbered(text: RichTextInput, children?: BlockSpec[], o?: BlockOptions): BlockSpec {
  return makeBlock('numbered_list', { properties: titled(text), children }, o)
}

export function todo(text: RichTextInput, checked: boolean, o?: BlockOptions): BlockSpec {
  const properties = { ...titled(text), ...(checked ? { checked: [['Yes']] as [string][] } : {}) }
  return makeBlock('to_do', { properties }, o)
}

export function quote(text: RichTextInput, o?: BlockOptions): BlockSpec {
  return makeBlock('quote', { properties: titled(text) }, o)
}

export function callout(text: RichTextInput, icon: string, o?: BlockOptions): BlockSpec {
  return makeBlock(
    'callout',
    { properties: titled(text), format: { page_icon: icon } },
    { color: 'gray_background', ...o },
  )
}

export function toggle(text: RichTextInput, children: BlockSpec[], o?: BlockOptions): BlockSpec {
  return makeBlock('toggle', { properties: titled(text), children }, o)
}

export function divider(o?: BlockOptions): BlockSpec {
  return makeBlock('divider', {}, o)
}

export function tableOfContents(o?: BlockOptions): BlockSpec {
  return makeBlock('table_of_contents', {}, { color: 'gray', ...o })
}
