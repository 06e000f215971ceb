// Where each share service sends a visitor. `link` copies and `wechat` shows a QR code: they
// have no URL of their own. Messenger's Send Dialog requires a Facebook app id: without one
// every click ends on a Facebook error page, so the button is left out.
export const SHARE_SERVICES = [
  'link', 'wechat', 'qq', 'weibo', 'email', 'facebook', 'twitter', 'telegram', 'messenger', 'line',
  'reddit', 'whatsapp', 'linkedin',
] as const

export type ShareService = (typeof SHARE_SERVICES)[number]

export interface ShareTarget {
  url: string
  title: string
  summary?: string
  /** FACEBOOK_APP_ID, for Messenger. */
  facebookAppId?: string
}

/** The configured services that can work with these settings, in order. */
export function usableShareServices(services: readonly ShareService[], o: { facebookAppId?: string }): ShareService[] {
  return services.filter((service) => service !== 'messenger' || Boolean(o.facebookAppId))
}

export function shareUrl(service: ShareService, t: ShareTarget): string | null {
  const u = encodeURIComponent(t.url)
  const title = encodeURIComponent(t.title)
  const summary = encodeURIComponent(t.summary ?? '')
  switch (service) {
    case 'link':
    case 'wechat':
      return null
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?url=${u}&title=${title}&summary=${summary}`
    case 'weibo':
      return `https://service.weibo.com/share/share.php?url=${u}&title=${title}`
    case 'email':
      return `mailto:?subject=${title}&body=${u}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${title}`
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${title}`
    case 'messenger':
      if (!t.facebookAppId) return null
      return `https://www.facebook.com/dialog/send?app_id=${encodeURIComponent(t.facebookAppId)}&link=${u}&redirect_uri=${u}`
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${u}`
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${title}`
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${title}%20${u}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
  }
}
