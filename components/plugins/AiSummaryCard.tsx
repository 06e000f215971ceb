// The AI summary above an article (themes place it; the text comes from getAiSummary on the
// server). Renders nothing without a summary. Plain text: React escapes it.
import { useT } from '@/lib/i18n/react'
import type { Locale } from '@/lib/i18n/locale'

const LABELS: Record<Locale, [title: string, note: string]> = {
  'en-US': ['AI summary', 'Written by a language model; it may contain mistakes.'],
  'zh-CN': ['AI 摘要', '由语言模型生成，可能有误。'],
  'zh-HK': ['AI 摘要', '由語言模型生成，可能有誤。'],
  'zh-TW': ['AI 摘要', '由語言模型產生，可能有誤。'],
  'fr-FR': ['Résumé par IA', 'Rédigé par un modèle de langage ; il peut contenir des erreurs.'],
  'tr-TR': ['Yapay zekâ özeti', 'Bir dil modeli tarafından yazıldı; hata içerebilir.'],
  'ja-JP': ['AI 要約', '言語モデルによる生成のため、誤りを含む場合があります。'],
}

interface Props {
  summary: string | null | undefined
  className?: string
}

export function AiSummaryCard({ summary, className }: Props) {
  const [title, note] = LABELS[useT().locale]
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
