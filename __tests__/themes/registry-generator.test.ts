// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GENERATED, renderRoots } from '@/scripts/gen-theme-registry'

describe('the generated theme registry', () => {
  it('is current with the folders under themes/', () => {
    for (const [file, render] of Object.entries(GENERATED)) {
      expect(readFileSync(`themes/${file}`, 'utf8'), file).toBe(render())
    }
  })

  it("writes no import() but the theme's own inside each theme loader", () => {
    // Next records every import() inside a dynamic() loader as that theme's chunk: a second one
    // (the default-theme fallback, say) would make every page download that theme too.
    const text = renderRoots(['alpha', 'beta', 'medium'])
    const loaders = text.split('dynamic(() =>').slice(1).map((part) => part.split('\n  ),')[0] ?? '')
    expect(loaders).toHaveLength(3)
    for (const [i, name] of ['alpha', 'beta', 'medium'].entries()) {
      expect(loaders[i]?.match(/import\(/g), name).toHaveLength(1)
      expect(loaders[i], name).toContain(`import('./${name}')`)
    }
  })
})
