// The browser side of GET /api/post-hrefs: every listed post's address, asked once per page
// load and language site. Null where no server answers (a static host): the caller then picks
// among the posts the page carries.
import { isStaticExport } from '@/lib/export/mode'
import { withBasePath } from '@/lib/routes/base-path'

const answers = new Map<string, Promise<string[] | null>>()

export function postHrefsUrl(prefix: string): string {
  const site = prefix.replace(/^\//, '')
  return site ? `/api/post-hrefs?site=${encodeURIComponent(site)}` : '/api/post-hrefs'
}

async function fetchPostHrefs(url: string): Promise<string[] | null> {
  try {
    const response = await fetch(withBasePath(url), { credentials: 'same-origin' })
    if (!response.ok) return null
    const body = (await response.json()) as { hrefs?: unknown }
    const hrefs = Array.isArray(body.hrefs) ? body.hrefs : []
    return hrefs.filter((h): h is string => typeof h === 'string')
  } catch {
    return null
  }
}

export function loadPostHrefs(prefix: string): Promise<string[] | null> {
  // A static export has no API to ask.
  if (isStaticExport()) return Promise.resolve(null)
  const url = postHrefsUrl(prefix)
  let answer = answers.get(url)
  if (!answer) {
    answer = fetchPostHrefs(url)
    answers.set(url, answer)
  }
  return answer
}

/** Tests: forget earlier answers. */
export function resetPostHrefs(): void {
  answers.clear()
}
