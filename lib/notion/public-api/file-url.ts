// A fresh link to one file a page shows, read from its record through the API (a Notion-hosted
// file's `file.url` is signed anew on every read and works for an hour).
import { fileVersion, type FileRef, type FreshFile } from '../file-ref'
import { fileAddress, fileExpiry, type PublicFileObject } from './files'
import { classicPropertyId, type PublicPropertyValue } from './property-values'
import type { ApiObject, PublicApiReader } from './reader'
import { isUnreadable } from './tree'

function fresh(file: PublicFileObject | null | undefined): FreshFile | undefined {
  const url = fileAddress(file)
  if (!url) return undefined
  const expiresAt = fileExpiry(file)
  return { url, version: fileVersion(url), ...(expiresAt ? { expiresAt } : {}) }
}

/** A page's, or (the id being a database's) a database's own record. */
async function pageOrDatabase(reader: PublicApiReader, id: string): Promise<ApiObject> {
  try {
    return await reader.retrievePage(id)
  } catch (error) {
    if (isUnreadable(error)) return reader.retrieveDatabase(id)
    throw error
  }
}

function filesProperty(page: ApiObject, slot: string): PublicFileObject | undefined {
  const rest = slot.slice('prop.'.length)
  const dot = rest.lastIndexOf('.')
  const propertyId = classicPropertyId(rest.slice(0, dot))
  const index = Number(rest.slice(dot + 1))
  const values = Object.values((page.properties ?? {}) as Record<string, PublicPropertyValue>)
  const value = values.find((v) => v.type === 'files' && classicPropertyId(v.id) === propertyId)
  return (value?.files as PublicFileObject[] | undefined)?.[index]
}

async function collectionFile(reader: PublicApiReader, id: string, slot: 'cover' | 'icon') {
  const source = await reader.retrieveDataSource(id)
  const own = source[slot] as PublicFileObject | null
  if (fileAddress(own)) return own
  const databaseId = (source.parent as { database_id?: string } | undefined)?.database_id
  return databaseId ? ((await reader.retrieveDatabase(databaseId))[slot] as PublicFileObject | null) : undefined
}

export async function freshFileUrl(reader: PublicApiReader, ref: FileRef): Promise<FreshFile | undefined> {
  try {
    if (ref.table === 'collection') {
      return ref.slot === 'cover' || ref.slot === 'icon' ? fresh(await collectionFile(reader, ref.id, ref.slot)) : undefined
    }
    if (ref.slot === 'source') {
      const block = await reader.retrieveBlock(ref.id)
      return fresh(block[block.type] as PublicFileObject | undefined)
    }
    if (ref.slot === 'cover' || ref.slot === 'icon') {
      return fresh((await pageOrDatabase(reader, ref.id))[ref.slot] as PublicFileObject | null)
    }
    return fresh(filesProperty(await reader.retrievePage(ref.id), ref.slot))
  } catch (error) {
    // A record that is gone or no longer shared holds no file; anything else is a fault.
    if (isUnreadable(error)) return undefined
    throw error
  }
}
