// The round icon button of the bottom bar (info, contents, menu).
import type { ComponentProps } from 'react'

export const BAR_BUTTON =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-900/5 dark:text-neutral-200 dark:hover:bg-white/10'

export function BarButton({ className, ...rest }: ComponentProps<'button'>) {
  return <button type="button" className={`${BAR_BUTTON} ${className ?? ''}`} {...rest} />
}
