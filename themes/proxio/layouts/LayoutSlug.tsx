// Articles and pages: the shared Article (lock screen, chips, prev/next for posts, share bar,
// related posts, comments) in a centred reading column; its header is the frame's banner.
import { Article } from '@/components/sections/article/Article'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <div className={`mx-auto w-full min-w-0 pt-6 ${props.post.fullWidth ? '' : 'max-w-3xl'}`}>
      <Article
        {...props}
        header={false}
        classNames={{ root: 'text-[17px] leading-relaxed [&_pre]:overflow-x-auto', progressBar: 'bg-[var(--folio-accent)]' }}
        chips={{ root: 'mt-12 gap-2 text-sm', category: 'rounded-full bg-[var(--px-fg)] px-3 py-1 font-semibold text-[var(--px-bg)]' }}
        neighbours={{ root: 'mt-14 gap-4 border-t border-[var(--px-line)] pt-6 text-sm font-semibold' }}
        relatedPosts={{ root: 'mt-14 border-t border-[var(--px-line)] pt-8' }}
      />
    </div>
  )
}
