// One page section's content (hero, pricing, FAQ…) from the active theme's settings, typed.
import { useMemo } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { settingPrefix } from '@/lib/theme/settings/shared'
import { readSiteSection, type SiteSectionName, type SiteSections } from '@/lib/theme/settings/site-section-fields'

export type { SiteSections, SiteSectionName } from '@/lib/theme/settings/site-section-fields'
export type * from '@/lib/theme/settings/site-section-fields'

export function useSiteSection<S extends SiteSectionName>(section: S): SiteSections[S] {
  const { variant, themeConfig } = usePageContext()
  return useMemo(() => readSiteSection(settingPrefix(variant.theme), section, themeConfig), [variant.theme, section, themeConfig])
}
