// The matery theme's settings: the shared fragments under the MATERY_ prefix, plus its own.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('MATERY'),
  ...articleSettings('MATERY'),
  ...menuSettings('MATERY'),
  ...homeSettings('MATERY'),
  ...widgetSettings('MATERY'),
})

export type MateryConfig = z.infer<typeof config>
