// The Notion record types the body renderer (components/notion) needs. Only lib/notion imports
// notion-types; everything else takes them from here.
export type { Block, CodeBlock, Decoration, ExtendedRecordMap } from 'notion-types'
