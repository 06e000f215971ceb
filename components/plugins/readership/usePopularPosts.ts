// The browser side of GET /api/readership/popular: the language site's most read posts of the
// last 30 days, asked once per page load and site, after the page is interactive. null until
// answered and after a failure; the widget shows nothing for null or an empty list.
import { useRouter } from 'next/router'
import { useState } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { withBasePath } from '@/lib/routes/base-path'
import { fieldsOf } from '@/lib/plugins/visitor-counts'
import { useAfterInteractive } from '../useAfterInteractive'

export interface PopularPost {
  id: string
  title: string
  /** The post's site path, as post links carry it (SiteLink adds the language prefix). */
  href: string
  views: number
}

const answers = new Map<string, Promise<PopularPost[] | null>>()

export function popularUrl(prefix: string, basePath: string): string {
  const site = prefix.replace(/^\//, '')
  const url = withBasePath('/api/readership/popular', basePath)
  return site ? `${url}?lang=${encodeURIComponent(site)}` : url
}

function asPost(entry: unknown): PopularPost | null {
  const { id, title, href, views } = fieldsOf(entry)
  const text = (v: unknown): v is string => typeof v === 'string' && v !== ''
  if (!text(id) || !text(title) || !text(href) || typeof views !== 'number') return null
  return { id, title, href, views }
}

export function parsePopular(data: unknown): PopularPost[] {
  const posts = fieldsOf(data).posts
  return (Array.isArray(posts) ? posts : []).map(asPost).filter((post) => post !== null)
}

async function fetchPopular(url: string): Promise<PopularPost[] | null> {
  try {
    const response = await fetch(url)
    return response.ok ? parsePopular(await response.json()) : null
  } catch {
    return null
  }
}

export function loadPopularPosts(prefix: string, basePath: string): Promise<PopularPost[] | null> {
  const url = popularUrl(prefix, basePath)
  let answer = answers.get(url)
  if (!answer) {
    answer = fetchPopular(url)
    answers.set(url, answer)
  }
  return answer
}

export function usePopularPosts(): PopularPost[] | null {
  const { prefix } = usePageContext().variant
  const { basePath } = useRouter()
  const [posts, setPosts] = useState<PopularPost[] | null>(null)
  useAfterInteractive(() => {
    let live = true
    void loadPopularPosts(prefix, basePath).then((answer) => live && setPosts(answer))
    return () => {
      live = false
    }
  }, [prefix, basePath])
  return posts
}

/** Tests only. */
export function forgetPopularPosts(): void {
  answers.clear()
}
