// The page component of every route: providers, document head, and the active theme.
import type { ThemePageProps } from '@/lib/routes/types'
import { I18nProvider } from '@/lib/i18n/react'
import { themeRoots } from '@/themes/roots.generated'
import { PageHead } from '@/components/seo/PageHead'
import { LinkBehaviour } from '@/components/chrome/links/LinkBehaviour'
import { RightClickMenu } from '@/components/chrome/right-click/RightClickMenu'
import { PluginMount } from '@/components/plugins/PluginMount'
import { ArticleLoadWatch } from '@/components/article/useArticleLoadWatch'
import { SiteProvider } from '@/components/site/SiteContext'
import { DEFAULT_THEME } from '@/lib/theme/names'

export function ThemedPage(props: ThemePageProps) {
  const { data, ...context } = props
  const Root = themeRoots[props.variant.theme] ?? themeRoots[DEFAULT_THEME]
  if (!Root) throw new Error(`no theme can render "${props.variant.theme}"`)
  return (
    <SiteProvider value={context}>
      <I18nProvider locale={props.variant.locale}>
        <PageHead />
        <Root layout={props.layout} data={data} />
        {/* Shared behaviour every theme gets once: right-click menu, link handling, plugins, and
            the wait-then-redirect for an article that fails to load in the browser. */}
        <RightClickMenu />
        <ArticleLoadWatch />
        <LinkBehaviour />
        <PluginMount />
      </I18nProvider>
    </SiteProvider>
  )
}
