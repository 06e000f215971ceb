// "© 2021–2026 Author": from the SINCE year to this year (one year when they are the same),
// the author linking to /about.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'

export function copyrightYears(since: number, currentYear: number): string {
  return since > 0 && since < currentYear ? `${since}–${currentYear}` : String(currentYear)
}

interface Props {
  className?: string
  linkClassName?: string
}

export function CopyrightLine({ className, linkClassName = 'hover:underline' }: Props) {
  const { since, author } = useSite()
  return (
    <span className={className}>
      © {copyrightYears(since, new Date().getFullYear())}
      {author ? (
        <>
          {' '}
          <SiteLink href="/about" className={linkClassName}>
            {author}
          </SiteLink>
        </>
      ) : null}
    </span>
  )
}
