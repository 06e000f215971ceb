// Server side: a body drawn once as static HTML, for the bodies that need no script in the
// browser (lib/notion/static-body.ts). The theme's className goes in at render time (CLASS_SLOT);
// heading levels are put in order (heading-order.ts).
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nProvider } from '@/lib/i18n/react'
import type { BodyRecordMap } from '@/lib/notion/body-extras'
import { SiteProvider, type SiteContextValue } from '@/components/site/SiteContext'
import { headingsInOrder } from './heading-order'
import NotionBodyRenderer from './NotionBodyRenderer'
import { CLASS_SLOT } from './StaticNotionBody'

export function staticBodyHtml(recordMap: BodyRecordMap, context: SiteContextValue): string {
  const html = renderToStaticMarkup(
    <SiteProvider value={context}>
      <I18nProvider locale={context.variant.locale}>
        <NotionBodyRenderer recordMap={recordMap} className={CLASS_SLOT} staticMarkup />
      </I18nProvider>
    </SiteProvider>,
  )
  return headingsInOrder(html)
}
