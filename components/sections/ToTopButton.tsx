// The back-to-top button, while the theme's <THEME>_WIDGET_TO_TOP setting is on.
import type { ComponentProps } from 'react'
import { BackToTop } from '@/components/layout/BackToTop'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'

export function ToTopButton(props: ComponentProps<typeof BackToTop>) {
  const { widgets } = useSharedThemeSettings()
  if (!widgets.toTop) return null
  return <BackToTop {...props} />
}
