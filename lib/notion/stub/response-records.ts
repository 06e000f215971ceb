// Rewrites every box in an endpoint's answer: re-boxing into the served shape, or
// blanking records for the `roleNone` fault.
import { isObject, noneBox, reshapeBox, type JsonObject, type RecordShape } from './records'

/** recordMap entries that are not tables of boxes. */
const NOT_RECORD_TABLES = new Set(['collection_query', 'signed_urls', '__version__'])

export function mapResponseRecords(json: unknown, transform: (box: unknown) => unknown): unknown {
  if (!isObject(json)) return json
  const out: JsonObject = { ...json }
  if (isObject(json.recordMap)) {
    const recordMap: JsonObject = {}
    for (const [table, boxes] of Object.entries(json.recordMap)) {
      recordMap[table] =
        NOT_RECORD_TABLES.has(table) || !isObject(boxes)
          ? boxes
          : Object.fromEntries(
              Object.entries(boxes).map(([id, box]) => [id, isObject(box) ? transform(box) : box]),
            )
    }
    out.recordMap = recordMap
  }
  if (Array.isArray(json.results)) out.results = json.results.map(transform)
  return out
}

export function blankRecords(json: unknown): unknown {
  return mapResponseRecords(json, () => noneBox())
}

/** Serves boxes in the requested shape; 2026-style answers also carry `__version__: 3`. */
export function shapeRecords(json: unknown, shape: RecordShape): unknown {
  if (shape === 'as-recorded') return json
  const reshaped = mapResponseRecords(json, (box) => reshapeBox(box, shape))
  if (!isObject(reshaped) || !isObject(reshaped.recordMap)) return reshaped
  const { __version__: _recordedVersion, ...tables } = reshaped.recordMap
  const recordMap = shape === 'wrapped2026' ? { __version__: 3, ...tables } : tables
  return { ...reshaped, recordMap }
}
