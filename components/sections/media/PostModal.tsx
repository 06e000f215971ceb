// A listed post in a modal dialog over its list (see usePostModal for the address and history):
// what the list already knows — the cover large, the title, the meta line (date, category and
// tags per the theme's settings), the summary — and a clear link to the full post. Escape, the
// close button and a click on the backdrop close it; focus moves in, stays in with Tab and
// returns to the card. In a portal on <body> so no frame clips it.
import { useRouter } from 'next/router'
import { type MouseEvent } from 'react'
import { createPortal } from 'react-dom'
import { part, type ClassNames } from '@/components/kit/class-names'
import { DialogShell } from '@/components/layout/DialogShell'
import { CoverImage } from '@/components/media/CoverImage'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { usePageContext } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { withVariant } from '@/lib/routes/links'
import type { ListedPost } from '@/lib/routes/types'
import { isPlainClick } from './usePostModal'

/** `root`: the backdrop; `panel`: the dialog box; `cover`, `title`, `summary`, `link` (to the full post), `close`. */
export type PostModalPart = 'root' | 'panel' | 'cover' | 'title' | 'summary' | 'link' | 'close'

interface Props {
  /** The post on screen; null keeps the modal closed. */
  post: ListedPost | null
  onClose: () => void
  classNames?: ClassNames<PostModalPart>
}

export function PostModal({ post, ...props }: Props) {
  if (!post || typeof document === 'undefined') return null
  return createPortal(<PostModalDialog post={post} {...props} />, document.body)
}

function PostModalDialog({ post, onClose, classNames: c = {} }: Props & { post: ListedPost }) {
  const { t } = useT()
  const router = useRouter()
  const { variant } = usePageContext()
  // The full post takes the modal's history entry: Back from it returns to the list itself.
  const readFullPost = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return
    e.preventDefault()
    void router.replace(withVariant(post.href, variant))
  }
  const cover = post.pageCover || post.pageCoverThumbnail
  const titleId = `post-modal-${post.id}`
  return (
    <DialogShell
      section="post-modal"
      onClose={onClose}
      labelledBy={titleId}
      closeOnRouteChange={false}
      classNames={{
        backdrop: part('fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto', 'bg-black/75 p-3 sm:p-8', c.root),
        panel: part('relative flex max-h-full w-full flex-col overflow-y-auto', 'max-w-3xl rounded-lg bg-white shadow-2xl dark:bg-neutral-900', c.panel),
        close: part('absolute top-3 right-3 z-10', 'rounded-full bg-black/50 p-2 text-white hover:bg-black/70', c.close),
        closeIcon: 'h-5 w-5',
      }}
    >
      {cover && <CoverImage src={cover} eager classNames={{ root: c.cover ?? 'aspect-[16/10] w-full shrink-0' }} />}
      <div className="flex flex-col gap-3 p-5 sm:p-7">
        <h2 id={titleId} className={part('break-words', 'text-2xl font-semibold text-neutral-900 dark:text-neutral-100', c.title)}>
          <PostTitle post={post} />
        </h2>
        <PostCardMeta post={post} />
        {post.summary.trim() && <p className={c.summary ?? 'text-neutral-600 dark:text-neutral-300'}>{post.summary}</p>}
        <SiteLink href={post.href} onClick={readFullPost} className={part('self-start', 'mt-2 rounded-full bg-[var(--folio-accent)] px-5 py-2 text-sm font-medium text-white hover:opacity-90', c.link)}>
          {t.common.readMore}
        </SiteLink>
      </div>
    </DialogShell>
  )
}
