import { fireEvent, screen, waitFor } from '@testing-library/react'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { Live2dPet } from '@/components/plugins/pet/Live2dPet'
import type { PetPlugin } from '@/lib/plugins/types'
import { finishScript, renderWithPlugins, resetPluginWorld, scriptSrcs } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))

const PET: PetPlugin = {
  modelUrl: 'https://models.example.com/shizuku.json',
  scriptUrl: 'https://cdn.example.com/live2d.min.js',
  width: 280,
  height: 250,
}

const okModel = () => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"model":"x.moc"}', { status: 200 }))

const screenWidth = (px: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)' && px >= 768,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a?lang=en')
  vi.mocked(fullPageLoad).mockClear()
  screenWidth(1280)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('live2d pet', () => {
  it('is a 280×250 canvas that reads the model, loads the renderer and draws into the canvas', async () => {
    const fetchModel = okModel()
    const loadlive2d = vi.fn()
    renderWithPlugins(<Live2dPet config={PET} />, { pet: PET })
    const canvas = screen.getByRole('button', { name: 'Switch theme' }) as HTMLCanvasElement
    expect(canvas.width).toBe(280)
    expect(canvas.height).toBe(250)
    expect(fetchModel).not.toHaveBeenCalled()
    await waitFor(() => expect(scriptSrcs()).toEqual([PET.scriptUrl]))
    expect(fetchModel).toHaveBeenCalledWith(PET.modelUrl)
    ;(window as unknown as { loadlive2d: typeof loadlive2d }).loadlive2d = loadlive2d
    await finishScript('live2d.min.js')
    await waitFor(() => expect(loadlive2d).toHaveBeenCalledWith(canvas.id, PET.modelUrl))
  })

  it('shows and requests nothing on screens narrower than 768 px', async () => {
    screenWidth(390)
    const fetchModel = okModel()
    const { container } = renderWithPlugins(<Live2dPet config={PET} />, { pet: PET })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelector('canvas')).toBeNull()
    expect(fetchModel).not.toHaveBeenCalled()
    expect(scriptSrcs()).toEqual([])
  })

  it('switches to the next theme on click, keeping the path and query', () => {
    okModel()
    renderWithPlugins(<Live2dPet config={PET} />, { pet: PET })
    fireEvent.click(screen.getByRole('button', { name: 'Switch theme' }))
    // The fixture site has themes example and medium, and renders example.
    expect(fullPageLoad).toHaveBeenCalledWith('/article/a?lang=en&theme=medium')
  })

  it('logs a console error and hides the canvas when the model cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 404 }))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = renderWithPlugins(<Live2dPet config={PET} />, { pet: PET })
    await waitFor(() => expect(container.querySelector('canvas')).toBeNull())
    expect(error).toHaveBeenCalledWith(expect.stringContaining('live2d'), expect.any(Error))
    expect(scriptSrcs()).toEqual([])
  })

  it('logs a console error and hides the canvas when the renderer fails', async () => {
    okModel()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = renderWithPlugins(<Live2dPet config={PET} />, { pet: PET })
    await waitFor(() => expect(scriptSrcs()).toHaveLength(1))
    await finishScript('live2d.min.js', 'error')
    await waitFor(() => expect(container.querySelector('canvas')).toBeNull())
    expect(error).toHaveBeenCalledOnce()
  })
})
