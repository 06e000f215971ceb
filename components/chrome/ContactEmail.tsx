// "Email me": the owner's address travels base64-encoded (CONTACT_EMAIL) and is decoded only
// when the visitor clicks, so it never appears in the page's HTML. A value that does not
// decode is logged and used as written (decodeEmail).
import type { ReactNode } from 'react'
import { decodeEmail } from '@/components/footer/decode-email'
import { Mail } from '@/components/icons'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

interface Props {
  /** Visible content; an envelope icon and the dictionary's "Email" by default. */
  children?: ReactNode
  className?: string
  /** Called with the decoded address instead of opening the mail client (e.g. to show or copy it). */
  onReveal?: (address: string) => void
}

export function ContactEmail({ children, className, onReveal }: Props) {
  const { t } = useT()
  const { emailEncoded } = useSite().socials
  if (!emailEncoded) return null
  const open = () => {
    const address = decodeEmail(emailEncoded)
    if (onReveal) onReveal(address)
    else fullPageLoad(`mailto:${address}`)
  }
  return (
    <button
      type="button"
      onClick={open}
      data-contact-email=""
      title={t.social.email}
      className={className ?? 'inline-flex items-center gap-2 hover:underline'}
    >
      {children ?? (
        <>
          <Mail className="h-4 w-4" />
          <span>{t.social.email}</span>
        </>
      )}
    </button>
  )
}
