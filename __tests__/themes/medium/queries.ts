// Link lookups by visible text: much faster than getByRole on a whole themed page in jsdom.
import type { BoundFunctions, queries } from '@testing-library/react'

type Scope = Pick<BoundFunctions<typeof queries>, 'queryAllByText'>

export function maybeLinkIn(scope: Scope, name: string | RegExp): HTMLAnchorElement | null {
  const exact = typeof name === 'string'
  for (const node of scope.queryAllByText(name, { exact, ignore: 'script, style' })) {
    const link = node.closest('a')
    if (link) return link
  }
  return null
}

export function linkIn(scope: Scope, name: string | RegExp): HTMLAnchorElement {
  const link = maybeLinkIn(scope, name)
  if (!link) throw new Error(`no link with text ${String(name)}`)
  return link
}
