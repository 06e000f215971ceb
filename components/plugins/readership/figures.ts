// The browser side of GET /api/readership/figures: a page's figures from Folio's own counter,
// as the VisitorCounts every place shows. A failed answer (the store is failing: 503; the
// counter off: 404; no network) is FAILED_COUNTS, so the figures are hidden, never zeros.
import { withBasePath } from '@/lib/routes/base-path'
import { countsOf, FAILED_COUNTS, fieldsOf, type VisitorCounts } from '@/lib/plugins/visitor-counts'

const TIMEOUT_MS = 10_000

/** `{"site":{"views","visitors"},"page":{"views","visitors"}}` → site views, site visitors, page views. */
export function parseFigures(data: unknown): VisitorCounts {
  const site = fieldsOf(fieldsOf(data).site)
  const page = fieldsOf(fieldsOf(data).page)
  return countsOf({ sitePv: site.views, siteUv: site.visitors, pagePv: page.views })
}

export function figuresUrl(path: string, basePath: string): string {
  return `${withBasePath('/api/readership/figures', basePath)}?path=${encodeURIComponent(path)}`
}

export async function requestFigures(path: string, basePath: string): Promise<VisitorCounts> {
  try {
    const response = await fetch(figuresUrl(path, basePath), { signal: AbortSignal.timeout(TIMEOUT_MS) })
    return response.ok ? parseFigures(await response.json()) : FAILED_COUNTS
  } catch {
    return FAILED_COUNTS
  }
}
