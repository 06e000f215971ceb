// Floating widgets: music player, live2d pet, chat bot, visitor map. Off by default.
import { z } from 'zod'
import { assetUrl, count, httpUrlOrEmpty } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'

const musicTrack = z.object({
  name: z.string(),
  artist: z.string().default(''),
  url: z.string().min(1),
  cover: z.string().default(''),
})

export const widgetSettings = z.object({
  MUSIC_PLAYER_ENABLED: z.boolean().default(false).describe('Show the music player'),
  MUSIC_PLAYER_AUTOPLAY: z
    .boolean()
    .default(true)
    .describe('Start playing on load (browsers may refuse)'),
  MUSIC_PLAYER_ORDER: z
    .enum(['list', 'random'])
    .default('list')
    .describe('Play order: list or random'),
  MUSIC_PLAYER_TRACKS: z
    .array(musicTrack)
    .default([])
    .describe('Tracks as a JSON list of {name, artist, url, cover}'),
  LIVE2D_ENABLED: z.boolean().default(false).describe('Show the live2d pet'),
  LIVE2D_MODEL_URL: httpUrlOrEmpty().default('').describe('URL of the live2d model JSON'),
  LIVE2D_WIDTH: count(50, 1000).default(280).describe('Live2d canvas width, px'),
  LIVE2D_HEIGHT: count(50, 1000).default(250).describe('Live2d canvas height, px'),
  CHATBASE_ID: z.string().default('').describe('Chatbase chat bot id (empty: no chat bot)'),
  VISITOR_MAP_SCRIPT_URL: envOnly(
    assetUrl().default('').describe('Visitor-map widget script (loaded on screens ≥ 768 px wide)'),
  ),
})
