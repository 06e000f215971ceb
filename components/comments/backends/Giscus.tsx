// Giscus (GitHub Discussions) through its official React component, @giscus/react, loaded
// when the section scrolls into view; it draws the giscus.app iframe and passes theme changes
// on, so the embed follows dark mode.
import { lazy } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { backendLocale } from '@/lib/comments/locales'
import type { BackendProps } from '../types'

const GiscusWidget = lazy(() => import('@giscus/react'))

export default function GiscusComments({ backend, locale }: BackendProps<'giscus'>) {
  const { dark } = useAppearance()
  return (
    <div data-comment-backend="giscus">
      <GiscusWidget
        repo={backend.repo as `${string}/${string}`}
        repoId={backend.repoId}
        category={backend.category}
        categoryId={backend.categoryId}
        mapping={backend.mapping}
        strict="0"
        reactionsEnabled={backend.reactions ? '1' : '0'}
        emitMetadata="0"
        inputPosition={backend.inputPosition}
        theme={dark ? 'dark' : 'light'}
        lang={backendLocale('giscus', locale)}
        loading="lazy"
      />
    </div>
  )
}
