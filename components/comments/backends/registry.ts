// One lazily loaded component per backend: a site ships the code of a backend only when it is
// configured and the reader scrolls to the comments.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { CommentKind } from '@/lib/comments/types'
import type { BackendProps } from '../types'

type BackendComponents = {
  [K in CommentKind]: LazyExoticComponent<ComponentType<BackendProps<K>>>
}

export const BACKEND_COMPONENTS: BackendComponents = {
  artalk: lazy(() => import('./Artalk')),
  twikoo: lazy(() => import('./Twikoo')),
  waline: lazy(() => import('./Waline')),
  valine: lazy(() => import('./Valine')),
  giscus: lazy(() => import('./Giscus')),
  cusdis: lazy(() => import('./Cusdis')),
  utterances: lazy(() => import('./Utterances')),
  gitalk: lazy(() => import('./Gitalk')),
  webmention: lazy(() => import('./Webmention')),
}

/** Tab names: product names, which stay as they are in every language. */
export const BACKEND_NAMES: Readonly<Record<Exclude<CommentKind, 'webmention'>, string>> = {
  artalk: 'Artalk',
  twikoo: 'Twikoo',
  waline: 'Waline',
  valine: 'Valine',
  giscus: 'Giscus',
  cusdis: 'Cusdis',
  utterances: 'Utterances',
  gitalk: 'Gitalk',
}
