// The notice bar's quote, fetched once in the browser after mount. A failure is logged and the
// bar keeps showing "Loading..." (spec §8): the quote is decoration, never an error message.
import { useEffect, useState } from 'react'
import { fetchQuote, type Quote } from '@/lib/home/quote'

/** null while loading and after a failure. */
export function useQuote(apiUrl: string): Quote | null {
  const [quote, setQuote] = useState<Quote | null>(null)
  useEffect(() => {
    if (!apiUrl) return
    const controller = new AbortController()
    fetchQuote(apiUrl, fetch, controller.signal).then(setQuote, (error: unknown) => {
      if (controller.signal.aborted) return
      console.warn(`[home] could not load a quote from ${apiUrl}`, error)
    })
    return () => controller.abort()
  }, [apiUrl])
  return quote
}
