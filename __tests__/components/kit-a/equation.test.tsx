import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BodyContextProvider } from '@/components/notion/body-context'
import Equation from '@/components/notion/Equation'
import { DEFAULT_BODY_SETTINGS, EMPTY_EXTRAS, equationKey } from '@/lib/notion/body-extras'
import { typesetEquations } from '@/lib/notion/equations'
import type { Block } from '@/lib/notion/types'

const block = (tex: string) => ({ id: 'b', type: 'equation', properties: { title: [[tex]] } }) as unknown as Block
const inline = (tex: string) => ({ id: 'p', type: 'text', properties: { title: [['⁍', [['e', tex]]]] } }) as unknown as Block

function html(ui: React.ReactElement, equations: Record<string, string>) {
  return renderToString(
    <BodyContextProvider value={{ extras: { ...EMPTY_EXTRAS, equations }, settings: DEFAULT_BODY_SETTINGS, images: new Map() }}>
      {ui}
    </BodyContextProvider>,
  )
}

describe('Equation', () => {
  const equations = typesetEquations([block('E=mc^2'), inline('e^{i\\pi}+1=0'), block('\\frac{')])

  it('puts the server-typeset KaTeX in the server HTML, inline and as a block', () => {
    const inlineHtml = html(<Equation math="e^{i\pi}+1=0" inline />, equations)
    expect(inlineHtml).toContain('class="katex"')
    expect(inlineHtml).toContain('notion-equation-inline')
    const blockHtml = html(<Equation block={block('E=mc^2')} />, equations)
    expect(blockHtml).toContain('katex-display')
    expect(blockHtml).toContain('aria-label="E=mc^2"')
  })

  it('keys display and inline maths apart', () => {
    expect(Object.keys(equations)).toEqual(expect.arrayContaining([equationKey('E=mc^2', false), equationKey('e^{i\\pi}+1=0', true)]))
  })

  it('typesets bad TeX as a KaTeX error instead of throwing', () => {
    expect(equations[equationKey('\\frac{', false)]).toContain('katex-error')
  })

  it('shows the TeX source as code when the body came without a typeset copy', () => {
    const out = html(<Equation math="x^2" inline />, {})
    expect(out).toMatch(/<code[^>]*notion-equation-inline[^>]*>x\^2<\/code>/)
  })
})
