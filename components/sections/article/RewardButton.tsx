// The reward button under a post: a short hint and a button that opens the owner's payment QR
// codes. Themes pass their own <THEME>_REWARD_… pictures; with none it shows nothing, and the
// pictures are only requested once the visitor opens the panel. Posts only (not pages), and a
// locked post only once it is unlocked.
import { useId, useState, type ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useUnlockedArticle } from '@/components/lock/unlocked-store'
import { Picture } from '@/components/media/Picture'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'

export type RewardButtonPart = 'root' | 'hint' | 'button' | 'panel' | 'image'

interface Props {
  post: Pick<PostSummary, 'id' | 'type' | 'locked'>
  /** The QR code pictures: addresses, or one text with commas between them; blanks are ignored. */
  codes: string | readonly string[]
  classNames?: ClassNames<RewardButtonPart>
  /** Before the button's text (an icon, for one). */
  icon?: ReactNode
}

export function rewardCodes(codes: string | readonly string[]): string[] {
  const list = typeof codes === 'string' ? codes.split(',') : codes
  return list.map((code) => code.trim()).filter(Boolean)
}

export function RewardButton({ post, codes, classNames: c = {}, icon }: Props) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const unlocked = useUnlockedArticle(post.id)
  const pictures = rewardCodes(codes)
  if (pictures.length === 0 || post.type !== 'Post' || (post.locked && !unlocked)) return null
  return (
    <section data-section="reward" aria-label={t.widgets.reward.button} className={part('flex flex-col items-center text-center', 'my-10 gap-3', c.root)}>
      <p className={c.hint ?? 'text-sm text-neutral-500 dark:text-neutral-400'}>{t.widgets.reward.hint}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className={part('inline-flex items-center', 'gap-2 rounded bg-red-500 px-5 py-1.5 text-sm text-white hover:bg-red-600', c.button)}
      >
        {icon}
        {t.widgets.reward.button}
      </button>
      <div id={panelId} hidden={!open} className={part('flex flex-wrap justify-center', 'gap-6', c.panel)}>
        {open && pictures.map((src) => <Picture key={src} src={src} alt={t.widgets.reward.button} className={c.image ?? 'h-40 w-40 object-contain'} />)}
      </div>
    </section>
  )
}
