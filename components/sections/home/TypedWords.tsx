// A line of words typed and erased one after another, like a terminal greeting. The first word
// is shown whole at first (the server's HTML and visitors who ask for reduced motion keep it
// still); then it is erased and the next one typed, in a loop. Screen readers get the first
// word only, not every keystroke.
import { useEffect, useMemo, useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { prefersReducedMotion } from './reduced-motion'

export type TypedWordsPart = 'root' | 'cursor'

export interface TypedWordsTiming {
  /** Delay between typed characters, ms. */
  typeMs: number
  /** Delay between erased characters, ms. */
  eraseMs: number
  /** How long a whole word stays, ms. */
  holdMs: number
}

export const TYPED_WORDS_TIMING: TypedWordsTiming = { typeMs: 120, eraseMs: 50, holdMs: 2000 }

interface Props {
  words: readonly string[]
  classNames?: ClassNames<TypedWordsPart>
  timing?: Partial<TypedWordsTiming>
}

interface Typing {
  index: number
  /** Characters of the current word on screen. */
  shown: number
  erasing: boolean
}

/** The next state of the loop and how long to wait before it. */
export function nextTyping(state: Typing, words: readonly string[][], timing: TypedWordsTiming): [Typing, number] {
  const length = words[state.index]?.length ?? 0
  if (!state.erasing && state.shown < length) return [{ ...state, shown: state.shown + 1 }, timing.typeMs]
  if (!state.erasing) return [{ ...state, erasing: true }, timing.holdMs]
  if (state.shown > 0) return [{ ...state, shown: state.shown - 1 }, timing.eraseMs]
  return [{ index: (state.index + 1) % words.length, shown: 0, erasing: false }, timing.typeMs]
}

export function TypedWords({ words, classNames: c = {}, timing }: Props) {
  // One string stands for the words' content, so a new array of the same words restarts nothing.
  const key = words.map((word) => word.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')
  const list = useMemo(() => (key ? key.split('\n').map((word) => Array.from(word)) : []), [key])
  const [state, setState] = useState<Typing>({ index: 0, shown: list[0]?.length ?? 0, erasing: false })
  const { typeMs, eraseMs, holdMs } = { ...TYPED_WORDS_TIMING, ...timing }
  useEffect(() => {
    if (list.length < 2 || prefersReducedMotion()) return
    const [next, wait] = nextTyping(state, list, { typeMs, eraseMs, holdMs })
    const timer = window.setTimeout(() => setState(next), wait)
    return () => window.clearTimeout(timer)
  }, [state, list, typeMs, eraseMs, holdMs])
  const first = list[0]
  if (!first) return null
  const current = list[state.index] ?? first
  return (
    <span data-section="typed-words" className={part('inline-block', '', c.root)}>
      <span className="sr-only">{first.join('')}</span>
      <span aria-hidden="true" data-typed="">
        {current.slice(0, state.shown).join('')}
      </span>
      <span aria-hidden="true" className={part('inline-block', 'ml-0.5 animate-pulse motion-reduce:animate-none', c.cursor)}>
        |
      </span>
    </span>
  )
}
