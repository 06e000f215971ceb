// '404' and the dictionary's not-found text; with `redirecting`, the "Redirecting to Home
// Page..." sentence the spec shows while useRedirectHome counts down.
import { useT } from '@/lib/i18n/react'

interface Props {
  redirecting?: boolean
  className?: string
  codeClassName?: string
  messageClassName?: string
}

export function NotFoundMessage({ redirecting = false, className, codeClassName, messageClassName }: Props) {
  const { t } = useT()
  return (
    <div role="status" className={className ?? 'flex flex-col items-center gap-3 py-24 text-center'}>
      <p className={codeClassName ?? 'text-6xl font-bold tracking-tight'}>{t.notFound.code}</p>
      <p className={messageClassName ?? 'text-gray-600 dark:text-neutral-400'}>
        {redirecting ? t.notFound.redirecting : t.notFound.message}
      </p>
    </div>
  )
}
