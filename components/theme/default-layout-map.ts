// The shared layouts a theme may leave out, each a lazily loaded piece (lazy-layouts.ts): a page
// downloads only the one it renders (the search page's code stays off every other page).
import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { LayoutName } from '@/lib/routes/types'
export { DefaultIdentityLayout } from './DefaultIdentityLayout'
import { DefaultIdentityLayout } from './DefaultIdentityLayout'

const pieces = () => import('./default-layouts')

export const DEFAULT_LAYOUTS: Partial<Record<LayoutName, ComponentType<never>>> = {
  Layout404: dynamic(() => pieces().then((m) => m.DefaultLayout404)) as ComponentType<never>,
  LayoutCategoryIndex: dynamic(() => pieces().then((m) => m.DefaultLayoutCategoryIndex)) as ComponentType<never>,
  LayoutTagIndex: dynamic(() => pieces().then((m) => m.DefaultLayoutTagIndex)) as ComponentType<never>,
  LayoutSearch: dynamic(() => import('./default-layouts/search').then((m) => m.DefaultLayoutSearch)) as ComponentType<never>,
  LayoutArchive: dynamic(() => pieces().then((m) => m.DefaultLayoutArchive)) as ComponentType<never>,
  LayoutSignIn: DefaultIdentityLayout,
  LayoutSignUp: DefaultIdentityLayout,
  LayoutDashboard: DefaultIdentityLayout,
}
