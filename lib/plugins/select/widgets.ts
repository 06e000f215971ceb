// Floating widgets: one chat bot, the music player, the live2d pet, the visitor map.
import type { SiteConfig } from '@/lib/config'
import type { ChatPlugin, MusicPlugin, PetPlugin } from '../types'

/** The first configured chat bot, in this order: a page shows one floating chat at most. */
export function selectChat(c: SiteConfig): ChatPlugin | undefined {
  if (c.CHATBASE_ID) return { provider: 'chatbase', id: c.CHATBASE_ID }
  if (c.DIFY_CHATBOT_TOKEN) {
    return { provider: 'dify', token: c.DIFY_CHATBOT_TOKEN, baseUrl: c.DIFY_CHATBOT_BASE_URL.replace(/\/+$/, '') }
  }
  if (c.COZE_BOT_ID) return { provider: 'coze', botId: c.COZE_BOT_ID, title: c.COZE_TITLE, sdkUrl: c.COZE_SDK_URL }
  if (c.WEBWHIZ_CHATBOT_ID) {
    return {
      provider: 'webwhiz',
      chatbotId: c.WEBWHIZ_CHATBOT_ID,
      baseUrl: c.WEBWHIZ_BASE_URL,
      scriptUrl: c.WEBWHIZ_SCRIPT_URL,
    }
  }
  if (c.TIDIO_PUBLIC_KEY) return { provider: 'tidio', publicKey: c.TIDIO_PUBLIC_KEY }
  return undefined
}

export function selectMusic(c: SiteConfig): MusicPlugin | undefined {
  if (!c.MUSIC_PLAYER_ENABLED || c.MUSIC_PLAYER_TRACKS.length === 0) return undefined
  return {
    tracks: c.MUSIC_PLAYER_TRACKS.map((t) => ({ name: t.name, artist: t.artist, url: t.url, cover: t.cover })),
    autoplay: c.MUSIC_PLAYER_AUTOPLAY,
    order: c.MUSIC_PLAYER_ORDER,
    visible: c.MUSIC_PLAYER_VISIBLE,
  }
}

export function selectPet(c: SiteConfig): PetPlugin | undefined {
  if (!c.LIVE2D_ENABLED || !c.LIVE2D_MODEL_URL || !c.LIVE2D_SCRIPT_URL) return undefined
  return {
    modelUrl: c.LIVE2D_MODEL_URL,
    scriptUrl: c.LIVE2D_SCRIPT_URL,
    width: c.LIVE2D_WIDTH,
    height: c.LIVE2D_HEIGHT,
  }
}

export function selectVisitorMap(c: SiteConfig): { scriptUrl: string } | undefined {
  return c.VISITOR_MAP_SCRIPT_URL ? { scriptUrl: c.VISITOR_MAP_SCRIPT_URL } : undefined
}
