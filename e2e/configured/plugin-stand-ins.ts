// Stand-ins for the plugin URLs of the configured build (e2e/configured/settings.ts): the
// live2d model and renderer, the visitor counter and the music track and cover all point at
// ASSETS, which every page of that build asks for. A configured spec that watches console
// errors calls answerPluginStandIns(page) before its first goto; e2e/configured/plugins.spec.ts
// tests the plugins themselves with it. URLs it does not know fall through to the spec's own
// routes (registered before it).
import type { Page, Request } from '@playwright/test'
import { ASSETS, CONFIGURED_SETTINGS } from './settings'

export const PET_MODEL = CONFIGURED_SETTINGS.LIVE2D_MODEL_URL ?? ''
export const PET_RENDERER = CONFIGURED_SETTINGS.LIVE2D_SCRIPT_URL ?? ''
export const COUNTER = CONFIGURED_SETTINGS.ANALYTICS_BUSUANZI_URL ?? ''
export const [TRACK] = JSON.parse(CONFIGURED_SETTINGS.MUSIC_PLAYER_TRACKS ?? '[]') as {
  url: string
  cover: string
}[]
const CORS = { 'access-control-allow-origin': '*' }

// What the loader expects of a live2d renderer: a global loadlive2d(canvasId, modelUrl).
// This one paints the canvas and notes the model it was given.
const RENDERER_STAND_IN = `window.loadlive2d = function (id, modelUrl) {
  var canvas = document.getElementById(id)
  var ctx = canvas.getContext('2d')
  ctx.fillStyle = '#3b82f6'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  canvas.setAttribute('data-stand-in-model', modelUrl)
}`

/** A silent ten-second 8 kHz mono WAV: a track the browser really plays. */
function silentWav(): Buffer {
  const samples = 80_000
  const wav = Buffer.alloc(44 + samples, 0x80)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(8000, 24)
  wav.writeUInt32LE(8000, 28)
  wav.writeUInt16LE(1, 32)
  wav.writeUInt16LE(8, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples, 40)
  return wav
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export interface SeenRequest {
  url: string
  /** The page's state when the request went out. */
  readyState: string
  loaded: boolean
}

export interface PluginStandIns {
  /** Every plugin request answered, in order. */
  seen: SeenRequest[]
  /** The visitor-counter requests. */
  counter: Request[]
}

export async function answerPluginStandIns(
  page: Page,
  options: { modelStatus?: number } = {},
): Promise<PluginStandIns> {
  const seen: SeenRequest[] = []
  const counter: Request[] = []
  await page.route(`${ASSETS}/**`, async (route) => {
    const request = route.request()
    const url = request.url()
    const known =
      [PET_MODEL, PET_RENDERER, TRACK?.url, TRACK?.cover].includes(url) ||
      url.startsWith(`${COUNTER}?`)
    if (!known) return route.fallback()
    const state = await page
      .evaluate(() => ({
        readyState: document.readyState,
        loaded:
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.loadEventEnd !== 0,
      }))
      .catch(() => ({ readyState: 'unknown', loaded: false }))
    seen.push({ url, ...state })
    if (url === PET_MODEL) {
      if (options.modelStatus) {
        return route.fulfill({ status: options.modelStatus, headers: CORS, body: 'not here' })
      }
      return route.fulfill({
        headers: CORS,
        contentType: 'application/json',
        body: '{"version":"stand-in"}',
      })
    }
    if (url === PET_RENDERER) {
      return route.fulfill({ contentType: 'text/javascript', body: RENDERER_STAND_IN })
    }
    if (url === TRACK?.url) return route.fulfill({ contentType: 'audio/wav', body: silentWav() })
    if (url === TRACK?.cover) return route.fulfill({ contentType: 'image/png', body: PNG })
    counter.push(request)
    const callback = new URL(url).searchParams.get('jsonpCallback') ?? 'missing'
    const body = `${callback}({"site_pv":1234,"site_uv":56,"page_pv":7,"version":2.4})`
    return route.fulfill({ contentType: 'text/javascript', body })
  })
  return { seen, counter }
}
