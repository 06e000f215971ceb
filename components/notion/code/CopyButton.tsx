// Copies a code block's text; says so for a moment.
import { useEffect, useRef, useState } from 'react'
import styles from './code.module.css'

interface Props {
  text: string
  label: string
  done: string
}

async function copy(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text)
  throw new Error('no clipboard')
}

export function CopyButton({ text, label, done }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const onClick = () => {
    copy(text).then(
      () => {
        setCopied(true)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => setCopied(false), 1500)
      },
      (error: unknown) => console.warn(`[code] copy failed: ${(error as Error).message}`),
    )
  }
  return (
    <button type="button" className={`folio-code-copy ${styles.button}`} onClick={onClick} aria-label={label}>
      {copied ? done : label}
      <span className="sr-only" role="status">
        {copied ? done : ''}
      </span>
    </button>
  )
}
