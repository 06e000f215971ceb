// The 404: the numerals large in the serif, the message quiet beneath (the shared NotFound
// sends the visitor home after the site's wait).
import { cx } from '@/components/kit/class-names'
import { NotFound } from '@/components/sections/NotFound'
import { INK, MUTED, SERIF } from '../frame/look'

export function Layout404() {
  return (
    <NotFound
      classNames={{
        root: 'gap-5 py-32',
        code: cx('text-8xl font-bold tracking-[0.15em]', SERIF, INK),
        message: cx('text-[15px]', MUTED),
      }}
    />
  )
}
