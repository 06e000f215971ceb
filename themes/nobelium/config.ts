// The nobelium theme's settings: the shared fragments under the NOBELIUM_ prefix, plus its own.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('NOBELIUM'),
  ...articleSettings('NOBELIUM'),
  ...menuSettings('NOBELIUM'),
  ...homeSettings('NOBELIUM'),
  ...widgetSettings('NOBELIUM'),
})

export type NobeliumConfig = z.infer<typeof config>
