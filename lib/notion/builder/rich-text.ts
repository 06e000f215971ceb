// Notion's "decorated text": an array of segments `[text, formats?]`. These helpers make the
// segments readable in content modules: `[t('Hello '), b('world'), link('docs', url)]`.

/** One inline format. `‣` mentions carry their payload in the format list (`["p", id]`). */
export type TextFormat =
  | ['b']
  | ['i']
  | ['s']
  | ['c']
  | ['_']
  | ['a', string]
  | ['h', string]
  | ['e', string]
  | ['p', string]
  | ['u', string]
  | ['d', NotionDateValue]
  | ['lm', LinkMentionMetadata]
  | ['eoi', string]

/** What Notion records of a link mention ("Web bookmark" inline): all optional. */
export interface LinkMentionMetadata {
  href?: string
  title?: string
  description?: string
  icon_url?: string
  thumbnail_url?: string
  link_provider?: string
}

export type Segment = [string] | [string, TextFormat[]]
export type RichText = Segment[]

/** What block and property helpers accept: a plain string, one segment, or a list of them. */
export type RichTextInput = string | Segment | Array<string | Segment>

export interface NotionDateValue {
  type: 'date' | 'datetime' | 'daterange' | 'datetimerange'
  start_date: string
  start_time?: string
  end_date?: string
  end_time?: string
  time_zone?: string
}

// `["text", [["b"]]]` is one segment; `["text", ["more", [["b"]]]]` is a list of two.
function isSegment(value: unknown): value is Segment {
  if (!Array.isArray(value) || typeof value[0] !== 'string' || value.length > 2) return false
  const formats: unknown = value[1]
  return formats === undefined || (Array.isArray(formats) && formats.every(Array.isArray))
}

export function toRichText(input: RichTextInput): RichText {
  if (typeof input === 'string') return [[input]]
  if (isSegment(input)) return [input]
  return input.map((part) => (typeof part === 'string' ? ([part] as Segment) : part))
}

/** Text with any formats: `styled('careful', ['b'], ['h', 'red'])`. */
export function styled(text: string, ...formats: TextFormat[]): Segment {
  return formats.length ? [text, formats] : [text]
}

export const t = (text: string): Segment => [text]
export const b = (text: string): Segment => styled(text, ['b'])
export const i = (text: string): Segment => styled(text, ['i'])
export const s = (text: string): Segment => styled(text, ['s'])
export const code = (text: string): Segment => styled(text, ['c'])
export const u = (text: string): Segment => styled(text, ['_'])
export const link = (text: string, url: string): Segment => styled(text, ['a', url])
/** Colour names as Notion writes them: `red`, `blue_background`… */
export const color = (text: string, name: string): Segment => styled(text, ['h', name])

/** Inline equation: Notion stores it as the placeholder `⁍` with an `e` format. */
export const inlineEquation = (tex: string): Segment => ['⁍', [['e', tex]]]
/** Page mention: `‣` with a `p` format holding the dashed page id. */
export const pageMention = (pageId: string): Segment => ['‣', [['p', pageId]]]
export const userMention = (userId: string): Segment => ['‣', [['u', userId]]]
export const dateMention = (date: NotionDateValue): Segment => ['‣', [['d', date]]]
/** A link mention: a URL shown as a titled pill with a preview card. */
export const linkMention = (metadata: LinkMentionMetadata): Segment => ['‣', [['lm', metadata]]]
/** An inline mention of an external object (a GitHub pull request): a record of its own. */
export const objectMention = (blockId: string): Segment => ['‣', [['eoi', blockId]]]

/** The plain string of a rich text (mentions and equations contribute nothing). */
export function plainTextOf(text: RichText): string {
  return text.map(([value]) => (value === '‣' || value === '⁍' ? '' : value)).join('')
}
