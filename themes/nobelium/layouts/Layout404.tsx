// The 404 page: nobelium's drawing above the shared not-found text (which goes home after the
// site's wait).
import { NotFound } from '@/components/sections/NotFound'
import { NotFoundArt } from '../frame/NotFoundArt'
import { MUTED } from '../frame/look'

export function Layout404() {
  return (
    <NotFound
      art={<NotFoundArt />}
      classNames={{
        root: 'gap-3 pt-8 pb-16',
        code: 'text-6xl font-bold tracking-tight text-black dark:text-white',
        message: MUTED,
      }}
    />
  )
}
