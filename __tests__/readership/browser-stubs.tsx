// The browser's side of Folio's counter in component tests: navigator.sendBeacon and fetch
// stand-ins that log every request in order (`beacon <url> <body>`, `fetch <url>`), and
// answer fetch from a table of path → response (anything else: 404); and a page that
// re-renders on a client-side navigation, as Next's router makes it.
import { act } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { routerStub } from '@/__tests__/fixtures/router'
import { useRouteChange } from '@/components/plugins/useRouteChange'
import { forgetPopularPosts } from '@/components/plugins/readership/usePopularPosts'
import { forgetVisit } from '@/components/plugins/readership/visit'

export type Answer = { status: number; body: unknown } | 'network-error'

export const requests: string[] = []
const answers = new Map<string, Answer>()

/** Answers GET `path` (the URL without its query) with `answer` from now on. */
export function answer(path: string, value: Answer): void {
  answers.set(path, value)
}

export const beacons = () => requests.filter((r) => r.startsWith('beacon '))
export const fetches = () => requests.filter((r) => r.startsWith('fetch '))

export function stubReadershipBrowser(): void {
  requests.length = 0
  answers.clear()
  forgetVisit()
  forgetPopularPosts()
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      requests.push(`beacon ${url} ${body}`)
      return true
    },
  })
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(`fetch ${url}`)
    const found = answers.get(url.split('?')[0] ?? '') ?? { status: 404, body: {} }
    if (found === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(found.body), { status: found.status, headers: { 'Content-Type': 'application/json' } })
  })
}

export function unstubReadershipBrowser(): void {
  Reflect.deleteProperty(navigator, 'sendBeacon')
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
}

/** Renders the page again after every navigation(), as the router does. */
export function Routed({ page }: { page: () => ReactNode }) {
  const [, setRoute] = useState('')
  useRouteChange(setRoute)
  return page()
}

/** A client-side navigation to `asPath` (Routed re-renders the page). */
export async function navigate(asPath: string): Promise<void> {
  await act(async () => {
    routerStub.asPath = asPath
    routerStub.events.emit('routeChangeComplete', asPath)
  })
}
