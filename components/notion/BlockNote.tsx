// What the body shows where a block cannot be drawn (its data is broken, or drawing it threw),
// and where a database's rows cannot be shown: a short note in the page's language.
import { useT } from '@/lib/i18n/react'

interface Props {
  /** 'database': the rows of a database view; otherwise any block. */
  kind?: 'block' | 'database'
  /** Inside a line of text (an inline equation, an icon): a span instead of a box. */
  inline?: boolean
}

export function BlockNote({ kind = 'block', inline = false }: Props) {
  const { t } = useT()
  const text = kind === 'database' ? t.post.databaseUnavailable : t.post.blockUnavailable
  if (inline) return <span className="folio-block-note italic opacity-70">{text}</span>
  return (
    <div
      className="folio-block-note my-2 rounded border border-dashed border-current px-3 py-2 text-sm opacity-70"
      role="note"
    >
      {text}
    </div>
  )
}
