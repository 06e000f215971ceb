// The frame every modal shares: a backdrop that closes it when clicked, a panel that is the
// dialog (focus in, kept in with Tab, Escape closes: useDialogBehaviour) and a close button.
// Callers own the look (each part's classes) and what goes inside; portals are theirs too.
import { useRef, type MouseEvent, type ReactNode } from 'react'
import { Close } from '@/components/icons'
import { useT } from '@/lib/i18n/react'
import { useDialogBehaviour } from './useDialogBehaviour'

interface Props {
  /** `data-section` of the backdrop, for themes and tests. */
  section: string
  onClose: () => void
  /** The dialog's name: a text, or the id of the heading that names it. */
  label?: string
  labelledBy?: string
  closeOnRouteChange?: boolean
  classNames: { backdrop: string; panel: string; close: string; closeIcon: string }
  children: ReactNode
}

export function DialogShell({ section, onClose, label, labelledBy, closeOnRouteChange = true, classNames: c, children }: Props) {
  const { t } = useT()
  const panel = useRef<HTMLDivElement>(null)
  const trapTab = useDialogBehaviour(true, onClose, panel, { closeOnRouteChange })
  const closeOnBackdrop = (e: MouseEvent<HTMLDivElement>) => e.target === e.currentTarget && onClose()
  return (
    <div data-section={section} onClick={closeOnBackdrop} className={c.backdrop}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={trapTab}
        className={c.panel}
      >
        <button type="button" onClick={onClose} aria-label={t.common.close} className={c.close}>
          <Close className={c.closeIcon} />
        </button>
        {children}
      </div>
    </div>
  )
}
