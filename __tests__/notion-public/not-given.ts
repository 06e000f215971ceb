// What Notion's public API cannot give (README, what differs between the sources), taken out of
// a recorded /api/v3 page before the two are compared.
import type { PageSource } from '@/lib/notion/source'

type RecordMap = Awaited<ReturnType<PageSource['getPage']>>

// What the API cannot give (README, what differs): a bookmark's preview title and description,
// a file's size, a Google Drive document's title.
const NOT_GIVEN: Record<string, string[]> = { bookmark: ['title', 'description'], file: ['size'], drive: ['title'] }

export function withoutWhatTheApiCannotGive(map: RecordMap): RecordMap {
  const block = Object.fromEntries(
    Object.entries(map.block).map(([id, box]) => {
      const value = box.value as { type?: string; properties?: Record<string, unknown>; format?: Record<string, unknown> }
      const dropped = NOT_GIVEN[value?.type ?? '']
      if (!dropped) return [id, box]
      const properties = Object.fromEntries(Object.entries(value.properties ?? {}).filter(([key]) => !dropped.includes(key)))
      const format = value.type === 'drive' ? {} : value.format
      return [id, { ...box, value: { ...value, properties, format } }]
    }),
  )
  return { ...map, block } as RecordMap
}

