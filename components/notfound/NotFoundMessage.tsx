// '404' and the dictionary's not-found text; with `redirecting`, the "Redirecting to Home
// Page..." sentence the spec shows while useRedirectHome counts down.
import { useT } from '@/lib/i18n/react'
import { part, type ClassNames } from '@/components/kit/class-names'

export type NotFoundMessagePart = 'root' | 'code' | 'message'

interface Props {
  redirecting?: boolean
  classNames?: ClassNames<NotFoundMessagePart>
}

export function NotFoundMessage({ redirecting = false, classNames: c = {} }: Props) {
  const { t } = useT()
  return (
    <div role="status" className={part('', 'flex flex-col items-center gap-3 py-24 text-center', c.root)}>
      <p className={part('', 'text-6xl font-bold tracking-tight', c.code)}>{t.notFound.code}</p>
      <p className={part('', 'text-gray-600 dark:text-neutral-400', c.message)}>
        {redirecting ? t.notFound.redirecting : t.notFound.message}
      </p>
    </div>
  )
}
