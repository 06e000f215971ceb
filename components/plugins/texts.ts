// Visible texts of the lazily loaded plugins: the `plugins` section of the dictionaries.
import { useT } from '@/lib/i18n/react'
import type { Dictionary } from '@/lib/i18n'

export type PluginTexts = Dictionary['plugins']

export function usePluginTexts(): PluginTexts {
  return useT().t.plugins
}
