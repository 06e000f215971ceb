// A data source's property configuration (public API, keyed by name) as a classic collection
// schema: keyed by property id, with the classic type names and select options.
import { classicPropertyId } from './property-values'

interface PublicOption {
  id?: string
  name: string
  color?: string
}

/** One property's configuration as the API answers it: `{id, name, type, [type]: config}`. */
export interface PublicPropertyConfig {
  id: string
  name: string
  type: string
  [field: string]: unknown
}

export interface ClassicSchemaEntry {
  name: string
  type: string
  options?: { id?: string; color: string; value: string }[]
}

// Public type → classic type, where the names differ.
const CLASSIC_TYPE: Readonly<Record<string, string>> = {
  rich_text: 'text',
  people: 'person',
  files: 'file',
  unique_id: 'auto_increment_id',
}

function optionsOf(config: PublicPropertyConfig): PublicOption[] | undefined {
  const field = config[config.type] as { options?: PublicOption[] } | undefined
  return Array.isArray(field?.options) ? field.options : undefined
}

export function classicSchemaEntry(config: PublicPropertyConfig): ClassicSchemaEntry {
  const entry: ClassicSchemaEntry = { name: config.name, type: CLASSIC_TYPE[config.type] ?? config.type }
  const options = optionsOf(config)
  if (options) {
    entry.options = options.map((o) => ({ ...(o.id ? { id: o.id } : {}), color: o.color ?? 'default', value: o.name }))
  }
  return entry
}

export function classicSchema(properties: Record<string, PublicPropertyConfig>): Record<string, ClassicSchemaEntry> {
  const schema: Record<string, ClassicSchemaEntry> = {}
  for (const config of Object.values(properties)) schema[classicPropertyId(config.id)] = classicSchemaEntry(config)
  return schema
}
