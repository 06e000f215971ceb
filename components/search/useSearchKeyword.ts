// The keyword of a search page: the server's (from /search/<kw>), else the `?s=` of the
// address, which only the browser knows (the cached /search page is rendered without it).
import { useRouter } from 'next/router'
import { useMounted } from '@/components/plugins/useMounted'

export function useSearchKeyword(serverKeyword: string): string {
  const { asPath } = useRouter()
  const mounted = useMounted()
  if (serverKeyword || !mounted) return serverKeyword
  const query = asPath.split('#', 1)[0]?.split('?')[1] ?? ''
  return (new URLSearchParams(query).get('s') ?? '').trim()
}
