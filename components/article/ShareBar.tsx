// Share buttons for a post, in the configured order. Shown for type Post only.
import { useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'
import { shareUrl, usableShareServices, type ShareService } from '@/lib/share/share-links'
import { ShareIcon } from './share-icons'
import { usePublicPageUrl } from './usePublicPageUrl'
import { WechatQrCode } from './WechatQrCode'

export type ShareBarPart = 'root' | 'button'

interface Props {
  post: Pick<PostSummary, 'type' | 'title' | 'summary' | 'href'>
  classNames?: ClassNames<ShareBarPart>
}

const BUTTON_LOOK =
  'rounded-full p-2 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 dark:hover:bg-neutral-800 dark:hover:text-neutral-100'

export function ShareBar({ post, classNames: c = {} }: Props) {
  const buttonClassName = part('', BUTTON_LOOK, c.button)
  const { article } = useSite()
  const { t } = useT()
  const [copied, setCopied] = useState(false)
  const [qrOpen, setQrOpen] = useState(false)
  const url = usePublicPageUrl(post.href)
  const services = usableShareServices(article.shareServices, article)
  if (post.type !== 'Post' || services.length === 0) return null
  const target = () => ({ url, title: post.title, summary: post.summary, facebookAppId: article.facebookAppId })
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target().url)
      setCopied(true)
      setTimeout(() => setCopied(false), 2000)
    } catch (e) {
      console.warn('[share] copy failed', e)
    }
  }
  const button = (service: ShareService) => {
    const label = t.share.services[service]
    if (service === 'link') return <button key={service} type="button" onClick={copy} aria-label={label} title={label} className={buttonClassName}><ShareIcon service={service} /></button>
    if (service === 'wechat') return <button key={service} type="button" onClick={() => setQrOpen((o) => !o)} aria-label={label} title={label} aria-expanded={qrOpen} className={buttonClassName}><ShareIcon service={service} /></button>
    return (
      <a key={service} href={shareUrl(service, target()) ?? '#'} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className={buttonClassName}>
        <ShareIcon service={service} />
      </a>
    )
  }
  return (
    <div className={part('relative flex flex-wrap items-center', 'gap-1', c.root)} data-testid="share-bar">
      <span className="mr-1 text-sm text-neutral-600 dark:text-neutral-400">{t.share.title}</span>
      {services.map(button)}
      {copied && <span role="status" className="text-xs text-green-600">{t.share.linkCopied}</span>}
      {qrOpen && <WechatQrCode url={target().url} onClose={() => setQrOpen(false)} />}
    </div>
  )
}
