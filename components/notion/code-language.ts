// Notion names code languages for people ("Plain Text", "C#", "Shell"); Prism wants its own
// ids. The renderer lower-cases the name and puts it in `language-…`, so names with spaces or
// symbols would give a broken class and no highlighting.
const NOTION_TO_PRISM: Readonly<Record<string, string>> = {
  'plain text': 'plaintext',
  'c#': 'csharp',
  'c++': 'cpp',
  'f#': 'fsharp',
  shell: 'bash',
  'objective-c': 'objectivec',
  'visual basic': 'vbnet',
  'java/c/c++/c#': 'clike',
  html: 'markup',
  xml: 'markup',
  'vb.net': 'vbnet',
}

/** The Prism language id for a Notion code-block language name ('' → plaintext). */
export function prismLanguage(notionName: string | undefined): string {
  const name = (notionName ?? '').trim().toLowerCase()
  if (!name) return 'plaintext'
  return NOTION_TO_PRISM[name] ?? name.replace(/\s+/g, '-')
}
