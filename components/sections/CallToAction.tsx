// A call-to-action block fed by the owner's settings: a title, a line of text, a button (label
// and address) and a small note. Without a title there is nothing; the button shows only with
// both its label and its address, so a half-configured block never shows a dead button.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'

export type CallToActionPart = 'root' | 'title' | 'text' | 'button' | 'note'

export interface CallToActionContent {
  title: string
  text?: string
  buttonLabel?: string
  buttonHref?: string
  note?: string
}

interface Props extends CallToActionContent {
  classNames?: ClassNames<CallToActionPart>
}

/** Whether the block has anything to show (a theme may leave its surrounding box out too). */
export const showsCallToAction = ({ title }: Pick<CallToActionContent, 'title'>): boolean => title.trim() !== ''

export function CallToAction({ title, text = '', buttonLabel = '', buttonHref = '', note = '', classNames: c = {} }: Props) {
  if (!showsCallToAction({ title })) return null
  const label = buttonLabel.trim()
  const href = buttonHref.trim()
  return (
    <section data-section="call-to-action" className={part('flex flex-col', 'items-center gap-4 text-center', c.root)}>
      <h2 className={part('break-words', 'text-2xl font-bold', c.title)}>{title.trim()}</h2>
      {text.trim() && <p className={part('', 'opacity-80', c.text)}>{text.trim()}</p>}
      {label && href && (
        <SiteLink href={href} className={part('inline-flex items-center justify-center', 'rounded-full bg-neutral-900 px-5 py-2 font-semibold text-white dark:bg-white dark:text-neutral-900', c.button)}>
          {label}
        </SiteLink>
      )}
      {note.trim() && <p className={part('', 'text-xs opacity-70', c.note)}>{note.trim()}</p>}
    </section>
  )
}
