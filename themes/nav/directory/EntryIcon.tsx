// A card's icon tile: the post's page icon (an emoji, or a picture), else the title's first letter.
import { Picture } from '@/components/media/Picture'
import { isImageIcon } from '@/components/post/PostTitle'

const TILE = 'flex h-11 w-11 shrink-0 items-center justify-center overflow-hidden rounded-xl'

export function EntryIcon({ icon, title }: { icon: string; title: string }) {
  if (icon && isImageIcon(icon)) return <Picture src={icon} className={`${TILE} object-cover`} width={44} height={44} />
  if (icon) {
    return (
      <span aria-hidden="true" className={`${TILE} text-[2rem] leading-none`}>
        {icon}
      </span>
    )
  }
  return (
    <span aria-hidden="true" className={`${TILE} bg-[var(--folio-accent)] text-lg font-bold text-white dark:text-[#10141c]`}>
      {Array.from(title.trim())[0] ?? '·'}
    </span>
  )
}
