// The next theme's settings: the shared fragments under the NEXT_ prefix, plus its own.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('NEXT'),
  ...articleSettings('NEXT'),
  ...menuSettings('NEXT'),
  ...homeSettings('NEXT'),
  ...widgetSettings('NEXT'),
})

export type NextConfig = z.infer<typeof config>
