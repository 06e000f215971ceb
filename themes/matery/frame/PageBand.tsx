// Every other page opens on a coloured band with its heading centred: the article's cover
// darkened (a dark gradient without one) under the post's title, or the indigo-violet gradient
// under 'Category:name', Archive, Results for… (the site's title and description on pages
// without a heading of their own). The content's card rises over its lower edge.
import { Picture } from '@/components/media/Picture'
import { PostTitle } from '@/components/post/PostTitle'
import { useSite } from '@/components/site/SiteContext'
import { cx } from '@/components/kit/class-names'
import type { FramePage } from '@/themes/contract'
import { GRADIENT } from './look'

export function PageBand({ page }: { page: FramePage }) {
  const { info } = useSite()
  const post = page.article?.post
  const cover = post?.pageCover ?? ''
  return (
    <section
      data-page-header=""
      data-matery-band={post ? 'article' : 'page'}
      className={cx(
        'relative flex items-center justify-center overflow-hidden px-4 pt-16 text-center text-white',
        post ? 'min-h-[22rem] bg-linear-to-br from-[#1f2937] to-[#3b2f4a] pb-28 md:min-h-[26rem]' : `min-h-80 pb-28 ${GRADIENT}`,
      )}
    >
      {cover && <Picture src={cover} eager className="absolute inset-0 h-full w-full object-cover" />}
      {cover && <div aria-hidden="true" className="absolute inset-0 bg-black/55" />}
      <div className="relative max-w-4xl [text-shadow:0_2px_6px_rgba(0,0,0,0.35)]">
        <h1 className="text-3xl leading-tight font-semibold break-words md:text-5xl">
          {post ? <PostTitle post={post} /> : (page.heading ?? info.title)}
        </h1>
        {!post && !page.heading && info.description && <p className="mt-3 text-white/85">{info.description}</p>}
      </div>
    </section>
  )
}
