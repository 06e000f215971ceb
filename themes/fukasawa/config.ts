// The fukasawa theme's settings: the shared fragments under the FUKASAWA_ prefix, plus its own.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('FUKASAWA'),
  ...articleSettings('FUKASAWA'),
  ...menuSettings('FUKASAWA'),
  ...homeSettings('FUKASAWA'),
  ...widgetSettings('FUKASAWA'),
})

export type FukasawaConfig = z.infer<typeof config>
