// Counts every page view with the busuanzi-style counter, whether or not the theme shows the
// numbers (useVisitorCounts shares the same request per page).
import { useRouter } from 'next/router'
import { fetchVisitorCounts } from '@/lib/plugins/visitor-counts'
import { useAfterInteractive } from '../useAfterInteractive'
import { pathOf } from './path-of'

export function CounterPlugin({ config }: { config: { url: string } }) {
  const path = pathOf(useRouter().asPath)
  useAfterInteractive(() => void fetchVisitorCounts(config.url, path), [config.url, path])
  return null
}
