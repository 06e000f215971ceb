// Shared pieces of the comment tests: a controllable IntersectionObserver, a post, a render
// helper with comment backends in the chrome, and access to the scripts the widgets add.
import { act, cleanup, waitFor, type RenderResult } from '@testing-library/react'
import { vi } from 'vitest'
import { Comments, type CommentsProps } from '@/components/comments'
import { preloadCommentsSection } from '@/components/comments/Comments'
import type { CommentBackend } from '@/lib/comments/types'
import type { PostSummary } from '@/lib/site/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import type { RenderVariant, SiteChrome } from '@/lib/routes/types'

// The section's code is its own chunk; loaded once here, every render is synchronous.
await preloadCommentsSection()

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords() {
    return []
  }
}

export function installIntersectionObserver(): void {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
}

/** Brings every observed element into view, as scrolling near it would. */
export function scrollToComments(): void {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      if (observer.disconnected) continue
      const entries = observer.observed.map(
        (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
      )
      observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  })
}

export function fixturePost(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: '0123456789abcdef0123456789abcdef',
    type: 'Post',
    status: 'Published',
    title: 'Hello comments',
    slug: 'hello',
    href: '/article/hello',
    external: false,
    summary: '',
    category: null,
    categories: [],
    tags: [],
    tagItems: [],
    date: null,
    publishDate: '2024-01-05T00:00:00.000Z',
    publishDay: '2024-01-05',
    lastEditedDate: '2024-01-05T00:00:00.000Z',
    lastEditedDay: '2024-01-05',
    pageIcon: '',
    pageCover: '',
    pageCoverThumbnail: '',
    icon: '',
    comment: '',
    fullWidth: false,
    locked: false,
    ext: {},
    ...overrides,
  }
}

interface RenderOptions {
  props?: Partial<CommentsProps>
  chrome?: Partial<SiteChrome>
  variant?: Partial<RenderVariant>
}

export function renderComments(backends: CommentBackend[], options: RenderOptions = {}): RenderResult {
  return renderInSite(<Comments post={fixturePost()} {...options.props} />, {
    chrome: { comments: { backends }, ...options.chrome },
    variant: options.variant,
  })
}

export const scriptsIn = (root: ParentNode = document) =>
  Array.from(root.querySelectorAll<HTMLScriptElement>('script[src]'))

export const stylesheets = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map((l) => l.href)

/** The script with this exact src, once a widget has added it. */
export async function findScript(src: string): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = scriptsIn().find((s) => s.src === src)
    if (!script) throw new Error(`no script ${src}; have ${scriptsIn().map((s) => s.src).join(', ')}`)
    return script
  })
}

/** Fires the script's load event, after defining the globals the real script would define. */
export function finishLoading(element: Element, globals: Record<string, unknown> = {}): void {
  act(() => {
    Object.assign(window, globals)
    element.dispatchEvent(new Event('load'))
  })
}

export function failLoading(element: Element): void {
  act(() => {
    element.dispatchEvent(new Event('error'))
  })
}

export function resetDocument(globals: readonly string[]): void {
  // Unmount first: a mounted widget would react to the class change below.
  cleanup()
  document.head.querySelectorAll('script, link[rel="stylesheet"]').forEach((e) => e.remove())
  document.documentElement.classList.remove('dark')
  for (const name of globals) delete (window as unknown as Record<string, unknown>)[name]
}
