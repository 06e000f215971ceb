// The `?s=` search text of the address. Cached (ISR) pages are rendered without the query, so
// it is read after hydration: the first render matches the server's HTML.
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

export function searchTextOf(asPath: string): string | undefined {
  const query = asPath.split('#', 1)[0]?.split('?')[1] ?? ''
  return new URLSearchParams(query).get('s')?.trim() || undefined
}

export function useSearchText(): string | undefined {
  const { asPath } = useRouter()
  const [s, setS] = useState<string>()
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser
    setS(searchTextOf(asPath))
  }, [asPath])
  return s
}
