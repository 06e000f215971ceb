// A product's price and its buy button, when the post's ext names them; nothing otherwise.
import { SiteLink } from '@/components/navigation/SiteLink'
import { productOf } from '@/components/sections/product/product-of'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/themes/contract'
import { BUTTON } from '../look'

interface Props {
  post: Pick<PostSummary, 'ext'>
  className?: string
  priceClassName?: string
}

export function ProductPrice({ post, className = '', priceClassName = '' }: Props) {
  const { t } = useT()
  const { price, buy } = productOf(post)
  if (!price && !buy) return null
  return (
    <div data-commerce-price="" className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}>
      {price && (
        <p className={`font-bold text-[var(--folio-accent)] ${priceClassName}`}>
          <span className="sr-only">{t.product.price}: </span>
          {price}
        </p>
      )}
      {buy && (
        <SiteLink href={buy} className={BUTTON}>
          {t.product.buy}
        </SiteLink>
      )}
    </div>
  )
}
