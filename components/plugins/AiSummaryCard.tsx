// The AI summary above an article (themes place it; the text comes from getAiSummary on the
// server). Renders nothing without a summary. Plain text: React escapes it.
import { useT } from '@/lib/i18n/react'

interface Props {
  summary: string | null | undefined
  className?: string
}

export function AiSummaryCard({ summary, className }: Props) {
  const { aiSummary: title, aiSummaryNote: note } = useT().t.plugins
  if (!summary) return null
  return (
    <aside
      aria-label={title}
      className={className ?? 'my-6 rounded-lg border border-neutral-200 bg-neutral-50 p-4 text-sm leading-relaxed text-neutral-700 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-300'}
    >
      <p className="mb-1 font-semibold text-neutral-900 dark:text-neutral-100">{title}</p>
      <p className="whitespace-pre-line">{summary}</p>
      <p className="mt-2 text-xs text-neutral-500">{note}</p>
    </aside>
  )
}
