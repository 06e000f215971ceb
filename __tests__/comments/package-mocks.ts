// Stand-ins for the comment packages that would talk to a server the moment they start
// (Artalk, Twikoo, Waline, Valine, Gitalk). Mocked at the package boundary only, so the test
// still runs our loader module, its dynamic import() and the CSS import beside it. `imported`
// records which packages were loaded at all: a backend that loaded before the section was in
// view would show up here. In a test file:
//   vi.mock('artalk', async () => (await import('./package-mocks')).mockArtalk())
import { vi } from 'vitest'

export const imported = new Set<string>()

export interface ArtalkFake {
  setDarkMode: (dark: boolean) => void
  destroy: () => void
}

export const artalkInit = vi.fn<(options: Record<string, unknown>) => ArtalkFake>()
export const twikooInit = vi.fn<(options: Record<string, unknown>) => Promise<unknown>>()
export const walineInit = vi.fn<(options: Record<string, unknown>) => { destroy: () => void } | null>()
export const valineCreated = vi.fn<(options: Record<string, unknown>) => void>()
export const gitalkCreated = vi.fn<(options: Record<string, unknown>) => void>()
export const gitalkRender = vi.fn<(target: HTMLElement) => void>()

export function resetPackageMocks(): void {
  for (const spy of [artalkInit, twikooInit, walineInit, valineCreated, gitalkCreated, gitalkRender]) spy.mockReset()
}

export function mockArtalk() {
  imported.add('artalk')
  return { default: { init: (options: Record<string, unknown>) => artalkInit(options) } }
}

export function mockTwikoo() {
  imported.add('twikoo')
  return { init: (options: Record<string, unknown>) => twikooInit(options) }
}

export function mockWaline() {
  imported.add('waline')
  return { init: (options: Record<string, unknown>) => walineInit(options) }
}

export function mockValine() {
  imported.add('valine')
  class Valine {
    constructor(options: Record<string, unknown>) {
      valineCreated(options)
    }
  }
  return { default: Valine }
}

export function mockGitalk() {
  imported.add('gitalk')
  class Gitalk {
    constructor(options: Record<string, unknown>) {
      gitalkCreated(options)
    }
    render(target: HTMLElement) {
      gitalkRender(target)
    }
  }
  return { default: Gitalk }
}
