// Where a video plays from: a YouTube or Bilibili page becomes the host's player address (an
// iframe, loaded only once the visitor presses play: it starts at once), anything else is a
// file for <video>. YouTube goes through youtube-nocookie (no cookies until the video plays).
import type { BodyMedia } from '@/lib/routes/types'

export type VideoHost = 'youtube' | 'bilibili' | 'file'

export interface VideoSource {
  kind: VideoHost
  /** The iframe's address for a host, the file's own address for a file. */
  embedUrl: string
}

const YOUTUBE_ID = /^[\w-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const BILIBILI_HOSTS = new Set(['bilibili.com', 'www.bilibili.com', 'm.bilibili.com', 'player.bilibili.com'])

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Seconds from `t`/`start` (`90`, `90s`, `1m30s`), 0 when absent or unreadable. */
function startSeconds(value: string | null): number {
  if (!value) return 0
  if (/^\d+$/.test(value)) return Number(value)
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value)
  if (!match || !match[0]) return 0
  const [, h = '0', m = '0', s = '0'] = match
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1]
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function youtubeEmbed(url: URL, id: string): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0' })
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
  if (start > 0) params.set('start', String(start))
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`
}

/** `bvid=BV…` or `aid=123` for Bilibili's player, from a video page or a player address. */
function bilibiliVideo(url: URL): { key: 'bvid' | 'aid'; id: string } | null {
  const host = url.hostname.toLowerCase()
  if (!BILIBILI_HOSTS.has(host)) return null
  if (host === 'player.bilibili.com') {
    const bvid = url.searchParams.get('bvid')
    if (bvid && /^BV\w{10}$/.test(bvid)) return { key: 'bvid', id: bvid }
    const aid = url.searchParams.get('aid')
    return aid && /^\d+$/.test(aid) ? { key: 'aid', id: aid } : null
  }
  const segment = /\/video\/(BV\w{10}|av\d+)/i.exec(url.pathname)?.[1]
  if (!segment) return null
  return /^av/i.test(segment) ? { key: 'aid', id: segment.slice(2) } : { key: 'bvid', id: segment }
}

function bilibiliEmbed(url: URL, video: { key: 'bvid' | 'aid'; id: string }): string {
  const params = new URLSearchParams({ [video.key]: video.id })
  const page = url.searchParams.get('p') ?? url.searchParams.get('page')
  params.set('page', page && /^\d+$/.test(page) ? page : '1')
  params.set('autoplay', '1')
  return `https://player.bilibili.com/player.html?${params.toString()}`
}

export function videoSource(address: string): VideoSource {
  const url = parse(address)
  if (url && /^https?:$/.test(url.protocol)) {
    const youtube = youtubeId(url)
    if (youtube) return { kind: 'youtube', embedUrl: youtubeEmbed(url, youtube) }
    const bilibili = bilibiliVideo(url)
    if (bilibili) return { kind: 'bilibili', embedUrl: bilibiliEmbed(url, bilibili) }
  }
  return { kind: 'file', embedUrl: address }
}

/**
 * The body's media a player can play: every video block, and the embeds that are a YouTube or
 * Bilibili video (another embed — a map, a form — stays in the body).
 */
export function playableMedia(media: readonly BodyMedia[]): BodyMedia[] {
  return media.filter((item) => item.kind === 'video' || videoSource(item.url).kind !== 'file')
}
