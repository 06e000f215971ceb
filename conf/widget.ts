// Floating widgets: music player, live2d pet, chat bots, visitor map. Off by default.
// The home widgets' settings live in widget-home.ts.
import { z } from 'zod'
import { assetUrl, count, httpUrl } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'
import { serviceId } from '@/lib/plugins/setting-types'
import { homeWidgetFields } from './widget-home'

/** live2d-widget's Cubism 2 renderer at a pinned release (0.9.x ships it as live2d.min.js). */
export const LIVE2D_RENDERER_DEFAULT = 'https://cdn.jsdelivr.net/gh/stevenjoezhang/live2d-widget@0.9.0/live2d.min.js'

/** WebWhiz's host-page SDK at a pinned release (its README's embed code). */
export const WEBWHIZ_SDK_DEFAULT = 'https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js'

// Track and cover addresses are checked like every other URL setting: http(s) or a site path.
const musicTrack = z.object({
  name: z.string(),
  artist: z.string().default(''),
  url: assetUrl().refine((url) => url !== '', 'a track needs a url'),
  cover: assetUrl().default(''),
})

export const widgetSettings = z.object({
  MUSIC_PLAYER_ENABLED: z.boolean().default(false).describe('Show the music player'),
  MUSIC_PLAYER_VISIBLE: z
    .boolean()
    .default(true)
    .describe('Show the player controls (false: music plays without them)'),
  MUSIC_PLAYER_AUTOPLAY: z
    .boolean()
    .default(true)
    .describe('Start playing on load (browsers may wait for a first click)'),
  MUSIC_PLAYER_ORDER: z
    .enum(['list', 'random'])
    .default('list')
    .describe('Play order: list or random'),
  MUSIC_PLAYER_TRACKS: z
    .array(musicTrack)
    .default([])
    .describe('Tracks as a JSON list of {name, artist, url, cover}'),
  LIVE2D_ENABLED: z
    .boolean()
    .default(false)
    .describe('Show the live2d pet (click: next theme) on screens 768 px wide or more; needs LIVE2D_MODEL_URL'),
  LIVE2D_MODEL_URL: assetUrl()
    .default('')
    .describe('URL of the live2d model JSON, or its path when you deploy the model under public/'),
  LIVE2D_SCRIPT_URL: envOnly(
    assetUrl()
      // A fixed release, never @latest: a newer upstream release must not run unreviewed on every page.
      .default(LIVE2D_RENDERER_DEFAULT)
      .describe('Live2d renderer script defining loadlive2d(canvasId, modelUrl); the default is live2d-widget 0.9.0 on jsDelivr, or deploy your own copy under public/'),
  ),
  LIVE2D_WIDTH: count(50, 1000).default(280).describe('Live2d canvas width, px'),
  LIVE2D_HEIGHT: count(50, 1000).default(250).describe('Live2d canvas height, px'),
  CHATBASE_ID: serviceId().default('').describe('Chatbase chat bot id (empty: no chat bot)'),
  DIFY_CHATBOT_TOKEN: serviceId().default('').describe('Dify chat bot token'),
  DIFY_CHATBOT_BASE_URL: envOnly(
    httpUrl().default('https://udify.app').describe('Dify server that serves embed.min.js'),
  ),
  COZE_BOT_ID: serviceId().default('').describe('Coze bot id'),
  COZE_TITLE: z.string().max(60).default('Coze').describe('Title of the Coze chat window'),
  COZE_SDK_URL: envOnly(
    httpUrl()
      .default(
        'https://lf-cdn.coze.cn/obj/unpkg/flow-platform/chat-app-sdk/1.2.0-beta.6/libs/cn/index.js',
      )
      .describe('Coze web chat SDK script'),
  ),
  WEBWHIZ_CHATBOT_ID: serviceId().default('').describe('WebWhiz chat bot id'),
  WEBWHIZ_BASE_URL: envOnly(
    httpUrl().default('https://api.webwhiz.ai').describe('WebWhiz API server'),
  ),
  WEBWHIZ_SCRIPT_URL: envOnly(
    httpUrl()
      // The host-page SDK (it adds the chat iframe) at a fixed release, as WebWhiz's embed code has it.
      .default(WEBWHIZ_SDK_DEFAULT)
      .describe('WebWhiz SDK script (the embed script that adds the chat window); the default is webwhiz 1.0.0 on unpkg'),
  ),
  TIDIO_PUBLIC_KEY: serviceId().default('').describe('Tidio public key'),
  VISITOR_MAP_SCRIPT_URL: envOnly(
    assetUrl().default('').describe('Visitor-map widget script (loaded on screens ≥ 768 px wide)'),
  ),
  ...homeWidgetFields,
})
