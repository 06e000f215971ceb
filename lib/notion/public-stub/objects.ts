// Page, database, data source and user objects from classic records.
import type {
  DatabaseObjectResponse,
  DataSourceObjectResponse,
  PageObjectResponse,
  UserObjectResponse,
} from '@notionhq/client'
import { isObject, type JsonObject } from '../stub/records'
import { coverOf, iconOf, type ConvertContext } from './context'
import { dashedId, isoMinute, notionUrl } from './ids'
import { propertyValue, schemaConfig } from './properties'
import { plainText, toRichText } from './rich-text'

const userRef = (id: unknown) => ({
  object: 'user' as const,
  id: dashedId(typeof id === 'string' ? id : '0'.repeat(32)),
})

function common(record: JsonObject) {
  const format = isObject(record.format) ? record.format : {}
  const id = String(record.id)
  return {
    id: dashedId(id),
    created_time: isoMinute(record.created_time),
    last_edited_time: isoMinute(record.last_edited_time),
    in_trash: record.alive === false,
    archived: record.alive === false,
    icon: iconOf(format.page_icon, id),
    cover: coverOf(format.page_cover, id),
    public_url: null,
  }
}

export function schemaOf(collection: JsonObject | undefined): [string, JsonObject][] {
  const schema = isObject(collection?.schema) ? collection.schema : {}
  return Object.entries(schema).filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
}

export function pageObject(
  record: JsonObject,
  collection: JsonObject | undefined,
  context: ConvertContext,
): PageObjectResponse {
  const title = toRichText(
    isObject(record.properties) ? record.properties.title : undefined,
    context,
  )
  const properties: PageObjectResponse['properties'] = {}
  if (collection) {
    for (const [classicId, entry] of schemaOf(collection)) {
      properties[String(entry.name)] = propertyValue(classicId, entry, record, context)
    }
  } else {
    properties.title = { id: 'title', type: 'title', title }
  }
  const format = isObject(record.format) ? record.format : {}
  return {
    object: 'page',
    ...common(record),
    is_archived: false,
    is_locked: format.block_locked === true,
    url: notionUrl(plainText(title), String(record.id)),
    parent: context.parentOf(record),
    properties,
    created_by: userRef(record.created_by_id),
    last_edited_by: userRef(record.last_edited_by_id),
  }
}

function collectionTitle(collection: JsonObject, context: ConvertContext) {
  return toRichText(collection.name, context)
}

/** A database block (full page or inline) with its one data source, the collection. */
export function databaseObject(
  block: JsonObject,
  collection: JsonObject,
  context: ConvertContext,
): DatabaseObjectResponse {
  const title = collectionTitle(collection, context)
  const own = common(block)
  return {
    object: 'database',
    ...own,
    icon: own.icon ?? iconOf(collection.icon, String(block.id)),
    cover: own.cover ?? coverOf(collection.cover, String(block.id)),
    title,
    description: toRichText(collection.description, context),
    parent: context.parentOf(block) as DatabaseObjectResponse['parent'],
    is_inline: block.type === 'collection_view',
    is_locked: false,
    data_sources: [{ id: dashedId(String(collection.id)), name: plainText(title) }],
    url: notionUrl(plainText(title), String(block.id)),
  }
}

export function dataSourceObject(
  database: DatabaseObjectResponse,
  block: JsonObject,
  collection: JsonObject,
  context: ConvertContext,
): DataSourceObjectResponse {
  const properties: DataSourceObjectResponse['properties'] = {}
  for (const [classicId, entry] of schemaOf(collection))
    properties[String(entry.name)] = schemaConfig(classicId, entry, context)
  return {
    object: 'data_source',
    id: dashedId(String(collection.id)),
    title: database.title,
    description: database.description,
    parent: { type: 'database_id', database_id: database.id },
    database_parent: database.parent,
    is_inline: database.is_inline,
    in_trash: database.in_trash,
    archived: database.archived,
    created_time: database.created_time,
    last_edited_time: database.last_edited_time,
    created_by: userRef(block.created_by_id),
    last_edited_by: userRef(block.last_edited_by_id),
    properties,
    icon: database.icon,
    cover: database.cover,
    url: `https://www.notion.so/${dashedId(String(collection.id)).replaceAll('-', '')}`,
    public_url: null,
  }
}

export function personObject(record: JsonObject): UserObjectResponse {
  const name = [record.given_name, record.family_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ')
  return {
    object: 'user',
    id: dashedId(String(record.id)),
    name: name || (typeof record.name === 'string' ? record.name : null),
    avatar_url: typeof record.profile_photo === 'string' ? record.profile_photo : null,
    type: 'person',
    person: typeof record.email === 'string' ? { email: record.email } : {},
  }
}

/** The integration itself (`users/me`), owned by the workspace. */
export function botObject(id: string, workspaceName: string): UserObjectResponse {
  return {
    object: 'user',
    id,
    name: 'Folio stand-in',
    avatar_url: null,
    type: 'bot',
    bot: {
      owner: { type: 'workspace', workspace: true },
      workspace_name: workspaceName,
    } as Extract<UserObjectResponse, { type: 'bot' }>['bot'],
  }
}
