// A post as a product, for shop-like themes: its price and buy link from the post's `ext` JSON,
// e.g. {"price": "$19", "buy": "https://shop.example.com/item"}. A price may be written as a
// number (19.5 shows as "19.5"); a buy link must be an http(s) or mailto: address or a site
// path, so a typo never becomes a broken button. Anything missing or unusable is ''.
import type { PostSummary } from '@/lib/site/types'

export interface Product {
  price: string
  buy: string
}

const BUY_LINK = /^(https?:\/\/\S+|mailto:\S+@\S+|\/(?!\/)\S*)$/i

function priceOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

function buyOf(value: unknown): string {
  if (typeof value !== 'string') return ''
  const link = value.trim()
  return BUY_LINK.test(link) ? link : ''
}

export function productOf(post: Pick<PostSummary, 'ext'>): Product {
  const ext = post.ext ?? {}
  return { price: priceOf(ext.price), buy: buyOf(ext.buy) }
}
