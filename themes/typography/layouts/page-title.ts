// A list or index page's heading: the serif, large and quiet, over generous space.
import { cx } from '@/components/kit/class-names'
import { INK, SERIF } from '../frame/look'

export const PAGE_TITLE = cx('mb-12 text-3xl font-bold tracking-wide break-words [text-wrap:balance]', SERIF, INK)
