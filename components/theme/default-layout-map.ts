// The shared layouts a theme may leave out, each a lazily loaded piece (lazy-layouts.ts): a page
// downloads only the one it renders (the search page's code stays off every other page).
// Each import() is written inside its dynamic() call: that is how Next records, on the server,
// which chunks a page rendered (and loads them before hydrating).
import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { LayoutName } from '@/lib/routes/types'
import { DefaultIdentityLayout } from './DefaultIdentityLayout'

export { DefaultIdentityLayout }

export const DEFAULT_LAYOUTS: Partial<Record<LayoutName, ComponentType<never>>> = {
  Layout404: dynamic(() => import('./default-layouts').then((m) => m.DefaultLayout404)) as ComponentType<never>,
  LayoutCategoryIndex: dynamic(() => import('./default-layouts').then((m) => m.DefaultLayoutCategoryIndex)) as ComponentType<never>,
  LayoutTagIndex: dynamic(() => import('./default-layouts').then((m) => m.DefaultLayoutTagIndex)) as ComponentType<never>,
  LayoutSearch: dynamic(() => import('./default-layouts/search').then((m) => m.DefaultLayoutSearch)) as ComponentType<never>,
  LayoutArchive: dynamic(() => import('./default-layouts').then((m) => m.DefaultLayoutArchive)) as ComponentType<never>,
  LayoutSignIn: DefaultIdentityLayout,
  LayoutSignUp: DefaultIdentityLayout,
  LayoutDashboard: DefaultIdentityLayout,
}
