// What converting one record needs to know about the others (titles of mentioned pages,
// users, parents), given by the public workspace that holds them all.
import type { BlockObjectResponse, PageObjectResponse } from '@notionhq/client'
import type { JsonObject } from '../stub/records'
import { fileValue } from './files'

export type BlockParent = BlockObjectResponse['parent']
export type PageIcon = NonNullable<PageObjectResponse['icon']>
export type PageCover = NonNullable<PageObjectResponse['cover']>

export interface MentionTarget {
  kind: 'page' | 'database' | 'missing'
  title: string
  url: string | null
}

export interface ConvertContext {
  /** The unwrapped record, or undefined when it is missing or `{role:'none'}`. */
  record(table: string, id: string): JsonObject | undefined
  target(id: string): MentionTarget
  user(id: string): { name: string } | undefined
  /** The link behind an `external_object_instance` record (link previews). */
  linkPreviewUrl(blockId: string): string | undefined
  parentOf(record: JsonObject): BlockParent
}

/** `format.page_icon`: an emoji, or an image (Notion-hosted or external). */
export function iconOf(value: unknown, ownerId: string): PageIcon | null {
  if (typeof value !== 'string' || !value) return null
  if (/^(https?:|\/|attachment:)/.test(value)) return fileValue(value, ownerId) as PageIcon
  return { type: 'emoji', emoji: value as Extract<PageIcon, { type: 'emoji' }>['emoji'] }
}

export function coverOf(value: unknown, ownerId: string): PageCover | null {
  return typeof value === 'string' && value ? (fileValue(value, ownerId) as PageCover) : null
}
