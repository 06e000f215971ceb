// Loads a live2d model into a canvas: the model JSON is read first (a model that cannot be
// read is reported, per spec §8), then the renderer script, which defines loadlive2d().
// A model under public/ is requested under SUB_PATH's base path (loadScript does the same
// for the renderer).
import { loadScript } from '@/lib/plugins/load-asset'
import { withBasePath } from '@/lib/routes/base-path'

type Live2dWindow = { loadlive2d?: (canvasId: string, modelUrl: string) => void }

export async function loadLive2d(canvasId: string, model: string, scriptUrl: string): Promise<void> {
  const modelUrl = withBasePath(model)
  const response = await fetch(modelUrl)
  if (!response.ok) throw new Error(`model ${modelUrl}: HTTP ${response.status}`)
  await response.json()
  if (!(await loadScript(scriptUrl))) throw new Error(`renderer ${scriptUrl} did not load`)
  const render = (window as unknown as Live2dWindow).loadlive2d
  if (typeof render !== 'function') throw new Error(`renderer ${scriptUrl} defines no loadlive2d()`)
  render(canvasId, modelUrl)
}
