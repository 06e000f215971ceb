// Notion names code languages for people ("Plain Text", "C#", "Shell"); Prism wants its own
// ids. Names with spaces or symbols would otherwise give a broken class and no highlighting.
const NOTION_TO_PRISM: Readonly<Record<string, string>> = {
  'plain text': 'plaintext',
  'c#': 'csharp',
  'c++': 'cpp',
  'f#': 'fsharp',
  shell: 'bash',
  'objective-c': 'objectivec',
  'visual basic': 'visual-basic',
  'vb.net': 'vbnet',
  'java/c/c++/c#': 'clike',
  html: 'markup',
  xml: 'markup',
  webassembly: 'wasm',
  assembly: 'nasm',
  'llvm ir': 'llvm',
  'notion formula': 'plaintext',
}

/** The Prism language id for a Notion code-block language name ('' → plaintext). */
export function prismLanguage(notionName: string | undefined): string {
  const name = (notionName ?? '').trim().toLowerCase()
  if (!name) return 'plaintext'
  return NOTION_TO_PRISM[name] ?? name.replace(/\s+/g, '-')
}

/** Code blocks in this language are diagrams, drawn in the browser. */
export const isMermaid = (notionName: string | undefined) => prismLanguage(notionName) === 'mermaid'
