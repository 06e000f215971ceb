// A random one-line quote with its source, linking to the quote's page when there is one.
import type { QuoteSource } from '@/lib/home/types'
import { quoteLink } from '@/lib/home/quote'
import { useT } from '@/lib/i18n/react'
import { useQuote } from './useQuote'

interface Props {
  source: QuoteSource
  className?: string
}

export function QuoteLine({ source, className }: Props) {
  const { t, format } = useT()
  const quote = useQuote(source.apiUrl)
  const base = className ?? 'truncate text-sm text-gray-500 dark:text-neutral-400'
  if (!quote)
    return (
      <p className={base} data-home-quote="loading">
        {t.home.notice.quoteLoading}
      </p>
    )
  const href = quoteLink(source.linkTemplate, quote.uuid)
  const text = (
    <>
      <span>{quote.text}</span>
      {quote.from ? (
        <span className="ml-2 opacity-70">
          {format(t.home.notice.quoteSource, { from: quote.from })}
        </span>
      ) : null}
    </>
  )
  return (
    <p className={base} data-home-quote="ready" title={quote.text}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="hover:underline">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  )
}
