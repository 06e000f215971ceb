// The credit line: "Powered by Folio 4.9.1", translated.
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'

export function PoweredBy({ className }: { className?: string }) {
  const { t, format } = useT()
  const { version } = useSite()
  return <span className={className}>{format(t.footer.poweredBy, { version })}</span>
}
