// A page body is described as a tree of BlockSpecs; the workspace turns it into records
// with ids, parents and timestamps (see materialise.ts).
import type { DatabaseSpec } from './database'
import type { RichText } from './rich-text'

export interface BlockSpec {
  type: string
  properties?: Record<string, RichText>
  format?: Record<string, unknown>
  children?: BlockSpec[]
  /** A fixed dashed id (needed when another block points here, e.g. a synced block). */
  id?: string
  /** Extra top-level record fields (`file_ids`…). */
  extra?: Record<string, unknown>
  /** For `collection_view` blocks: the inline database behind the block. */
  database?: DatabaseSpec
}

/** Options every block helper accepts. */
export interface BlockOptions {
  id?: string
  /** Notion colour, e.g. `gray` or `blue_background` (stored as `format.block_color`). */
  color?: string
}

export function makeBlock(
  type: string,
  parts: Omit<BlockSpec, 'type' | 'id'>,
  options: BlockOptions = {},
): BlockSpec {
  const spec: BlockSpec = { type }
  if (options.id) spec.id = options.id
  if (parts.properties) spec.properties = parts.properties
  const format = { ...parts.format, ...(options.color ? { block_color: options.color } : {}) }
  if (Object.keys(format).length) spec.format = format
  if (parts.children?.length) spec.children = parts.children
  if (parts.extra) spec.extra = parts.extra
  if (parts.database) spec.database = parts.database
  return spec
}
