// The "Reward" button under an article: a click shows the owner's payment QR code (an image
// URL from the theme's setting) with a thank-you line. Nothing at all while no image is set,
// and the image is asked for only once the panel opens.
import { useId, useState, type ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { Picture } from '@/components/media/Picture'
import { useT } from '@/lib/i18n/react'

export type RewardButtonPart = 'root' | 'button' | 'panel' | 'image' | 'hint'

interface Props {
  /** The QR code's image URL; '' shows nothing. */
  qrCode: string
  classNames?: ClassNames<RewardButtonPart>
  /** Before the button's text (an icon, for one). */
  icon?: ReactNode
}

export function RewardButton({ qrCode, classNames: c = {}, icon }: Props) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!qrCode.trim()) return null
  return (
    <div data-section="reward" className={part('flex flex-col items-center', 'my-10 gap-4', c.root)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className={part('inline-flex items-center', 'gap-2 rounded-full border border-neutral-300 px-5 py-1.5 text-sm hover:border-neutral-500 dark:border-neutral-700', c.button)}
      >
        {icon}
        {t.widgets.reward.button}
      </button>
      {open && (
        <div id={panelId} className={part('flex flex-col items-center text-center', 'gap-3', c.panel)}>
          <Picture src={qrCode} alt={t.widgets.reward.button} className={c.image ?? 'h-40 w-40 rounded-md object-contain'} />
          <p className={c.hint ?? 'text-sm text-neutral-500 dark:text-neutral-400'}>{t.widgets.reward.hint}</p>
        </div>
      )}
    </div>
  )
}
