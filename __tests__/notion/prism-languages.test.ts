// @vitest-environment node
// Every language a Notion code block can name is highlighted on the server, or is plain text
// (or a diagram) on purpose: a language missing from prism-languages.ts fails here.
import Prism from 'prismjs'
import { describe, expect, it } from 'vitest'
import '@/lib/notion/prism-languages'
import { prismLanguage } from '@/lib/notion/code-language'

/** The language menu of Notion's code block. */
const NOTION_LANGUAGES = [
  'ABAP', 'Agda', 'Arduino', 'Assembly', 'Bash', 'BASIC', 'BNF', 'C', 'C#', 'C++', 'Clojure', 'CoffeeScript', 'Coq',
  'CSS', 'Dart', 'Dhall', 'Diff', 'Docker', 'EBNF', 'Elixir', 'Elm', 'Erlang', 'F#', 'Flow', 'Fortran', 'Gherkin',
  'GLSL', 'Go', 'GraphQL', 'Groovy', 'Haskell', 'HCL', 'HTML', 'Idris', 'Java', 'JavaScript', 'JSON', 'Julia',
  'Kotlin', 'LaTeX', 'Less', 'Lisp', 'LiveScript', 'LLVM IR', 'Lua', 'Makefile', 'Markdown', 'Markup', 'MATLAB',
  'Mathematica', 'Mermaid', 'Nix', 'Notion Formula', 'Objective-C', 'OCaml', 'Pascal', 'Perl', 'PHP', 'Plain Text',
  'PowerShell', 'Prolog', 'Protobuf', 'PureScript', 'Python', 'R', 'Racket', 'Reason', 'Ruby', 'Rust', 'Sass',
  'Scala', 'Scheme', 'SCSS', 'Shell', 'Smalltalk', 'Solidity', 'SQL', 'Swift', 'TOML', 'TypeScript', 'VB.Net',
  'Verilog', 'VHDL', 'Visual Basic', 'WebAssembly', 'XML', 'YAML', 'Java/C/C++/C#',
]

/** Shown as plain text on purpose (Prism has no grammar for them), and diagrams. */
const DELIBERATELY_PLAIN = new Set(['Plain Text', 'Notion Formula'])
const DIAGRAMS = new Set(['Mermaid'])

describe('Prism grammars for Notion code languages', () => {
  it.each(NOTION_LANGUAGES.filter((n) => !DELIBERATELY_PLAIN.has(n) && !DIAGRAMS.has(n)))('%s has a loaded grammar', (name) => {
    const id = prismLanguage(name)
    expect(id).not.toBe('plaintext')
    expect(Prism.languages[id], `${name} → ${id}`).toBeDefined()
  })

  it('plain text and diagrams are so on purpose', () => {
    for (const name of DELIBERATELY_PLAIN) expect(prismLanguage(name)).toBe('plaintext')
    for (const name of DIAGRAMS) expect(prismLanguage(name)).toBe('mermaid')
  })

  it.each([
    ['Smalltalk', "Transcript show: 'hi'."],
    ['Mathematica', 'Plot[Sin[x], {x, 0, Pi}]'],
  ])('%s highlights', (name, code) => {
    const grammar = Prism.languages[prismLanguage(name)]
    expect(grammar).toBeDefined()
    expect(Prism.highlight(code, grammar!, prismLanguage(name))).toContain('class="token')
  })
})
