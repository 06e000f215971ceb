// The spec's search box: Enter submits (not while an input method is composing), a spinner
// after submitting, a clear button while there is text, Escape clears. Submitting makes a
// full page load of /search/<keyword> (an empty one goes home), so the server renders results.
import { useRouter } from 'next/router'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Close, Search, Spinner } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { sitePath } from '@/components/navigation/current-path'
import { usePageContext } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { keywordFromPath, searchUrl } from './search-path'
import { useSearchKeyword } from './useSearchKeyword'

export type SearchBoxPart = 'root' | 'input'

interface Props {
  classNames?: ClassNames<SearchBoxPart>
  autoFocus?: boolean
  placeholder?: string
}

export function SearchBox({ classNames: c = {}, autoFocus, placeholder }: Props) {
  const { t } = useT()
  const { variant, layout } = usePageContext()
  const { asPath } = useRouter()
  // Only a search page starts with its keyword. Elsewhere the address is no guide: the 404
  // page for /search/x/page/9 is rendered once as /404 on the server, and the browser's
  // address would fill the box during hydration (a mismatch, React error #418).
  const onSearchPage = layout === 'LayoutSearch'
  const fromPath = onSearchPage ? keywordFromPath(sitePath(asPath, variant.prefix)) : ''
  // `/search?s=kw` (a static export's search page): the address's keyword, once hydrated.
  const fromAddress = useSearchKeyword(fromPath)
  const pathKeyword = onSearchPage ? fromAddress : ''
  const [value, setValue] = useState(pathKeyword)
  const [shownKeyword, setShownKeyword] = useState(pathKeyword)
  const [submitting, setSubmitting] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  if (pathKeyword !== shownKeyword) {
    // Another page: show its keyword (or nothing) instead of what was typed before.
    setShownKeyword(pathKeyword)
    setValue(pathKeyword)
  }
  useEffect(() => {
    // Back from the results page out of the browser's page cache: stop the spinner.
    const reset = (e: PageTransitionEvent) => e.persisted && setSubmitting(false)
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  const submit = () => {
    setSubmitting(true)
    fullPageLoad(searchUrl(value, variant))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // keyCode 229: the key went to an input method (older Safari reports no isComposing).
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && e.keyCode !== 229) submit()
    else if (e.key === 'Escape') setValue('')
  }
  const clear = () => {
    setValue('')
    input.current?.focus()
  }

  return (
    <div
      role="search"
      className={part(
        'flex items-center',
        'gap-2 rounded border border-gray-300 bg-white px-2 py-1 dark:border-neutral-600 dark:bg-neutral-800',
        c.root,
      )}
    >
      <input
        ref={input}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        placeholder={placeholder ?? t.search.placeholder}
        aria-label={t.search.title}
        enterKeyHint="search"
        className={part(
          'min-w-0 flex-1 [&::-webkit-search-cancel-button]:hidden',
          'bg-transparent text-sm outline-none',
          c.input,
        )}
      />
      {value ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t.search.clear}
          className="opacity-60 hover:opacity-100"
        >
          <Close className="h-4 w-4" />
        </button>
      ) : null}
      <button
        type="button"
        onClick={submit}
        aria-label={submitting ? t.search.searching : t.search.submit}
        className="opacity-70 hover:opacity-100"
        disabled={submitting}
      >
        {submitting ? <Spinner className="h-4 w-4" /> : <Search className="h-4 w-4" />}
      </button>
    </div>
  )
}
