// All groups merged into one flat schema; SiteConfig is inferred from it, never written by hand.
import { z } from 'zod'
import { settingGroups } from '@/conf'
import type { SecretKeysOf } from './setting-flags'

const g = settingGroups

export const siteConfigSchema = z.object({
  ...g.site.shape,
  ...g.post.shape,
  ...g.notion.shape,
  ...g.image.shape,
  ...g.font.shape,
  ...g.code.shape,
  ...g.comment.shape,
  ...g.analytics.shape,
  ...g.ad.shape,
  ...g.animation.shape,
  ...g.widget.shape,
  ...g.plugin.shape,
  ...g.rightClickMenu.shape,
  ...g.contact.shape,
  ...g.security.shape,
  ...g.dev.shape,
})

export type SiteConfig = z.infer<typeof siteConfigSchema>
export type SettingKey = keyof SiteConfig
export type SecretSettingKey = SecretKeysOf<typeof siteConfigSchema.shape>
export type PublicSettingKey = Exclude<SettingKey, SecretSettingKey>
