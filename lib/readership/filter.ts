// Which view requests are not a reader opening a page: crawlers and other programs (by user
// agent), the browser fetching ahead (prefetch and prerender headers), and beacons sent from
// another site's pages. They are answered like any other and counted nowhere.
import type { IncomingHttpHeaders } from 'node:http'
import { isSearchBot } from '@/lib/comments/visibility'

/**
 * Besides the spec's search engines (isSearchBot): names crawlers, link previewers, monitors
 * and HTTP libraries give themselves. Matched anywhere in the agent, case-insensitively.
 */
const AUTOMATED_AGENT = new RegExp(
  [
    // Not the Cubot phones' own model names.
    '(?<!cu)bot\\b', 'bot/', 'crawl', 'spider', 'slurp', 'scrap', 'archiver', 'fetcher', 'monitor',
    'preview', 'validator', 'checker', 'lighthouse', 'pagespeed', 'gtmetrix', 'pingdom', 'uptime',
    'yandex', 'bytespider', 'petalbot', 'facebookexternalhit', 'facebookcatalog', 'embedly',
    'whatsapp', 'pinterest', 'quora', 'vkshare',
    'phantomjs', 'selenium', 'puppeteer', 'python-', 'python/', 'aiohttp', 'httpx', 'curl/',
    'wget', 'go-http-client', 'java/', 'okhttp', 'axios', 'node-fetch', 'undici', 'libwww',
    'httpclient', 'http_request', 'guzzle', 'ruby', 'perl', 'feed', 'rss',
  ].join('|'),
  'i',
)

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name]
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().toLowerCase()
}

/** No agent at all, a search engine, or a program that names itself. */
export function isAutomatedAgent(userAgent: string): boolean {
  return !userAgent.trim() || isSearchBot(userAgent) || AUTOMATED_AGENT.test(userAgent)
}

/** `Purpose: prefetch`, `Sec-Purpose: prefetch` (also `prefetch;prerender`), `X-Moz: prefetch`, Safari's `X-Purpose: preview`. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return (
    /prefetch|prerender/.test(header(headers, 'sec-purpose')) ||
    header(headers, 'purpose') === 'prefetch' ||
    header(headers, 'x-moz') === 'prefetch' ||
    header(headers, 'x-purpose') === 'preview'
  )
}

/** Whether a view request may count at all, before its path is looked at. */
export function countableRequest(headers: IncomingHttpHeaders): boolean {
  if (header(headers, 'sec-fetch-site') === 'cross-site') return false
  return !isPrefetch(headers) && !isAutomatedAgent(header(headers, 'user-agent'))
}
