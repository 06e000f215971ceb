// The part of prismjs the server uses to highlight code blocks (the package ships no types).
declare module 'prismjs' {
  type Grammar = Record<string, unknown>
  const Prism: {
    languages: Record<string, Grammar | undefined>
    highlight(text: string, grammar: Grammar, language: string): string
  }
  export default Prism
}
