// The public API's rich text (a list of text / mention / equation items with annotations) in
// the classic decorated-text form every reader of record maps understands: `[text, decorations]`
// segments, where mentions and inline equations are placeholder characters (`‣`, `⁍`).
import type { RichTextItemResponse } from '@notionhq/client'
import { dashedId } from '../records'
import { classicDate } from './dates'

export type Decoration = [string, ...unknown[]]
export type Segment = [string] | [string, Decoration[]]
export type DecoratedText = Segment[]

type Annotations = RichTextItemResponse['annotations']
type Mention = Extract<RichTextItemResponse, { type: 'mention' }>['mention']

function annotationDecorations(a: Annotations | undefined): Decoration[] {
  if (!a) return []
  const out: Decoration[] = []
  if (a.bold) out.push(['b'])
  if (a.italic) out.push(['i'])
  if (a.strikethrough) out.push(['s'])
  if (a.underline) out.push(['_'])
  if (a.code) out.push(['c'])
  if (a.color && a.color !== 'default') out.push(['h', a.color])
  return out
}

/** The decoration a mention stands for, or undefined when it reads as its plain text. */
function mentionDecoration(mention: Mention): Decoration | undefined {
  switch (mention.type) {
    case 'page':
      return ['p', dashedId(mention.page.id)]
    case 'database':
      return ['p', dashedId(mention.database.id)]
    case 'user':
      return ['u', mention.user.id]
    case 'date':
      return ['d', classicDate(mention.date)]
    case 'link_mention':
      return ['lm', { ...mention.link_mention }]
    case 'link_preview':
      return ['lm', { href: mention.link_preview.url }]
    default:
      // Template mentions (@today, @me) and custom emoji read as the text Notion gives them.
      return undefined
  }
}

function segmentOf(item: RichTextItemResponse): Segment {
  const decorations = annotationDecorations(item.annotations)
  let text = item.plain_text
  if (item.type === 'equation') {
    text = '⁍'
    decorations.unshift(['e', item.equation.expression])
  } else if (item.type === 'mention') {
    const mention = mentionDecoration(item.mention)
    if (mention) {
      text = '‣'
      decorations.unshift(mention)
    } else if (item.href) decorations.push(['a', item.href])
  } else if (item.text.link?.url ?? item.href) {
    decorations.push(['a', item.text.link?.url ?? item.href ?? ''])
  }
  return decorations.length > 0 ? [text, decorations] : [text]
}

/** Rich text as decorated text; an empty list stays empty (as /api/v3 omits empty titles). */
export function decoratedText(items: readonly RichTextItemResponse[] | undefined | null): DecoratedText {
  return (items ?? []).map(segmentOf)
}

/** Plain decorated text from a string (select names, numbers, urls…). */
export function plainSegments(text: string): DecoratedText {
  return text ? [[text]] : []
}
