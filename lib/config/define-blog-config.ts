// Typing for blog.config.ts: any subset of the settings, checked by the compiler.
import type { z } from 'zod'
import type { siteConfigSchema } from './site-schema'

export type BlogConfig = Partial<z.input<typeof siteConfigSchema>>

export function defineBlogConfig(config: BlogConfig): BlogConfig {
  return config
}
