// The page component of every route: providers, document head, and the active theme.
import type { ThemePageProps } from '@/lib/routes/types'
import { themeRoots } from '@/themes/roots.generated'
import { PageHead } from '@/components/seo/PageHead'
import { SiteLookHead } from '@/components/appearance/SiteLookHead'
import { LinkBehaviour } from '@/components/chrome/links/LinkBehaviour'
import { LateHashJump } from '@/components/navigation/LateHashJump'
import { RightClickMenu } from '@/components/chrome/right-click/RightClickMenu'
import { PluginMount } from '@/components/plugins/PluginMount'
import { ArticleLoadWatch } from '@/components/article/useArticleLoadWatch'
import { localeTexts } from '@/components/site/LocaleTexts'
import { SiteProvider } from '@/components/site/SiteContext'
import { DEFAULT_THEME } from '@/lib/theme/theme-names'

export function ThemedPage(props: ThemePageProps) {
  const { data, ...context } = props
  const Root = themeRoots[props.variant.theme] ?? themeRoots[DEFAULT_THEME]
  if (!Root) throw new Error(`no theme can render "${props.variant.theme}"`)
  const Texts = localeTexts[props.variant.locale] ?? localeTexts['en-US']
  return (
    <SiteProvider value={context}>
      <Texts locale={props.variant.locale}>
        <PageHead />
        <SiteLookHead />
        <Root layout={props.layout} data={data} />
        {/* Shared behaviour every theme gets once: right-click menu, link handling, plugins, the
            jump to an anchor drawn late, and the wait-then-redirect for an article that fails
            to load in the browser. */}
        <RightClickMenu />
        <ArticleLoadWatch />
        <LinkBehaviour />
        <LateHashJump />
        <PluginMount />
      </Texts>
    </SiteProvider>
  )
}
