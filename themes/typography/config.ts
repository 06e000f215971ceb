// The typography theme's settings: the shared fragments under the TYPOGRAPHY_ prefix, plus its own.
import { z } from 'zod'
import {
  articleSettings,
  homeSettings,
  menuSettings,
  postListSettings,
  widgetSettings,
} from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...postListSettings('TYPOGRAPHY'),
  ...articleSettings('TYPOGRAPHY'),
  ...menuSettings('TYPOGRAPHY'),
  ...homeSettings('TYPOGRAPHY'),
  ...widgetSettings('TYPOGRAPHY'),
})

export type TypographyConfig = z.infer<typeof config>
