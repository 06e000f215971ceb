import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Equation } from '@/components/notion/Equation'

describe('Equation', () => {
  it('renders KaTeX in the server HTML, inline and as a block', () => {
    const inline = renderToString(<Equation math="e^{i\pi}+1=0" inline />)
    expect(inline).toContain('class="katex"')
    expect(inline).toContain('notion-equation-inline')
    const block = renderToString(<Equation block={{ properties: { title: [['E=mc^2']] } } as never} />)
    expect(block).toContain('katex-display')
  })

  it('shows bad TeX as an error instead of throwing', () => {
    expect(renderToString(<Equation math="\frac{" inline />)).toContain('katex-error')
  })
})
