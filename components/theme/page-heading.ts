// The heading a page shows for itself, the same in every theme: an article's title,
// 'Category:name' / 'Tags:name', the search's 'Results for "…"', Archive, Categories, Tags.
// null on the home page (the site's own title is the heading there) and the 404.
import type { I18nValue } from '@/lib/i18n/react'
import type { LayoutDataMap, LayoutName } from '@/lib/routes/types'

type Data = LayoutDataMap[LayoutName]

export function pageHeading(layout: LayoutName, data: Data, { t, format }: Pick<I18nValue, 't' | 'format'>): string | null {
  switch (layout) {
    case 'LayoutSlug':
      return (data as LayoutDataMap['LayoutSlug']).post.title
    case 'LayoutPostList': {
      const { filter } = data as LayoutDataMap['LayoutPostList']
      if (!filter) return null
      return `${filter.kind === 'tag' ? t.tag.headingLabel : t.category.headingLabel}${filter.name}`
    }
    case 'LayoutSearch': {
      const { keyword } = data as LayoutDataMap['LayoutSearch']
      return keyword ? format(t.search.resultsFor, { keyword }) : t.search.title
    }
    case 'LayoutArchive':
      return t.archive.title
    case 'LayoutCategoryIndex':
      return t.category.title
    case 'LayoutTagIndex':
      return t.tag.title
    case 'LayoutSignIn':
      return t.auth.signIn
    case 'LayoutSignUp':
      return t.auth.signUp
    case 'LayoutDashboard':
      return t.auth.dashboard
    default:
      return null
  }
}
