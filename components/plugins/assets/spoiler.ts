// Spoiler text: in article text, words between a pair of tags (e.g. `[sp]the end[sp]`) are
// hidden until hovered or focused. Text is moved into elements as text, never parsed as HTML.
// A pair must sit in one run of text (not across bold or links).

export const SPOILER_CLASS =
  'folio-spoiler cursor-help rounded-sm bg-neutral-700 px-0.5 text-transparent transition-colors duration-200 hover:bg-transparent hover:text-inherit focus:bg-transparent focus:text-inherit dark:bg-neutral-300'

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'INPUT', 'CODE', 'PRE'])

function textNodesWith(root: Element, tag: string): Text[] {
  const found: Text[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const parent = node.parentElement
      if (!parent || SKIP.has(parent.tagName) || parent.closest('.folio-spoiler')) return NodeFilter.FILTER_REJECT
      return (node.nodeValue ?? '').split(tag).length > 2 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP
    },
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text)
  return found
}

function spoilerFragment(parts: string[], tag: string): DocumentFragment {
  const fragment = document.createDocumentFragment()
  parts.forEach((part, i) => {
    const closed = i < parts.length - 1
    if (i % 2 === 1 && closed) {
      const span = document.createElement('span')
      span.className = SPOILER_CLASS
      span.tabIndex = 0
      span.textContent = part
      fragment.appendChild(span)
    } else {
      // An unpaired last tag stays as written.
      fragment.appendChild(document.createTextNode(i % 2 === 1 ? tag + part : part))
    }
  })
  return fragment
}

/** Turns tagged text under `root` into spoilers; returns how many text runs changed. */
export function applySpoilers(root: Element, tag: string): number {
  if (!tag) return 0
  const nodes = textNodesWith(root, tag)
  for (const node of nodes) node.replaceWith(spoilerFragment((node.nodeValue ?? '').split(tag), tag))
  return nodes.length
}
