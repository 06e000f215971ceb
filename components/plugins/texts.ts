// Visible texts of the lazily loaded plugins in every UI language. Kept here until the shared dictionaries gain a
// `plugins` section (same shape); read them with usePluginTexts().
import { useT } from '@/lib/i18n/react'
import type { Locale } from '@/lib/i18n/locale'

export interface PluginTexts {
  musicPlayer: string
  play: string
  pause: string
  previousTrack: string
  nextTrack: string
  playlist: string
  position: string
  volume: string
  mute: string
  unmute: string
  adBlocked: string
  dismiss: string
  visitorMap: string
}

const TEXTS: Record<Locale, PluginTexts> = {
  'en-US': {
    musicPlayer: 'Music player',
    play: 'Play',
    pause: 'Pause',
    previousTrack: 'Previous track',
    nextTrack: 'Next track',
    playlist: 'Playlist',
    position: 'Playback position',
    volume: 'Volume',
    mute: 'Mute',
    unmute: 'Unmute',
    adBlocked: 'Ads help keep this site running. Please consider allowing them here.',
    dismiss: 'Dismiss',
    visitorMap: 'Visitor map',
  },
  'zh-CN': {
    musicPlayer: '音乐播放器',
    play: '播放',
    pause: '暂停',
    previousTrack: '上一首',
    nextTrack: '下一首',
    playlist: '播放列表',
    position: '播放进度',
    volume: '音量',
    mute: '静音',
    unmute: '取消静音',
    adBlocked: '广告帮助本站持续运营，请考虑将本站加入广告拦截白名单。',
    dismiss: '关闭',
    visitorMap: '访客地图',
  },
  'zh-HK': {
    musicPlayer: '音樂播放器',
    play: '播放',
    pause: '暫停',
    previousTrack: '上一首',
    nextTrack: '下一首',
    playlist: '播放清單',
    position: '播放進度',
    volume: '音量',
    mute: '靜音',
    unmute: '取消靜音',
    adBlocked: '廣告幫助本站持續運作，請考慮將本站加入廣告攔截白名單。',
    dismiss: '關閉',
    visitorMap: '訪客地圖',
  },
  'zh-TW': {
    musicPlayer: '音樂播放器',
    play: '播放',
    pause: '暫停',
    previousTrack: '上一首',
    nextTrack: '下一首',
    playlist: '播放清單',
    position: '播放進度',
    volume: '音量',
    mute: '靜音',
    unmute: '取消靜音',
    adBlocked: '廣告幫助本站持續運作，請考慮將本站加入廣告阻擋白名單。',
    dismiss: '關閉',
    visitorMap: '訪客地圖',
  },
  'fr-FR': {
    musicPlayer: 'Lecteur de musique',
    play: 'Lecture',
    pause: 'Pause',
    previousTrack: 'Morceau précédent',
    nextTrack: 'Morceau suivant',
    playlist: 'Liste de lecture',
    position: 'Position de lecture',
    volume: 'Volume',
    mute: 'Couper le son',
    unmute: 'Rétablir le son',
    adBlocked: 'Les publicités aident ce site à vivre. Pensez à les autoriser ici.',
    dismiss: 'Fermer',
    visitorMap: 'Carte des visiteurs',
  },
  'tr-TR': {
    musicPlayer: 'Müzik çalar',
    play: 'Oynat',
    pause: 'Duraklat',
    previousTrack: 'Önceki parça',
    nextTrack: 'Sonraki parça',
    playlist: 'Çalma listesi',
    position: 'Oynatma konumu',
    volume: 'Ses düzeyi',
    mute: 'Sesi kapat',
    unmute: 'Sesi aç',
    adBlocked: 'Reklamlar bu sitenin yaşamasına yardım eder. Lütfen burada izin vermeyi düşünün.',
    dismiss: 'Kapat',
    visitorMap: 'Ziyaretçi haritası',
  },
  'ja-JP': {
    musicPlayer: '音楽プレーヤー',
    play: '再生',
    pause: '一時停止',
    previousTrack: '前の曲',
    nextTrack: '次の曲',
    playlist: 'プレイリスト',
    position: '再生位置',
    volume: '音量',
    mute: 'ミュート',
    unmute: 'ミュート解除',
    adBlocked: '広告はこのサイトの運営を支えています。このサイトでの許可をご検討ください。',
    dismiss: '閉じる',
    visitorMap: '訪問者マップ',
  },
}

export function pluginTexts(locale: Locale): PluginTexts {
  return TEXTS[locale]
}

export function usePluginTexts(): PluginTexts {
  return pluginTexts(useT().locale)
}
