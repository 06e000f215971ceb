// "© 2021–2026 Author": from the SINCE year to this year (one year when they are the same),
// the author linking to /about.
import { SiteLink } from '@/components/navigation/SiteLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'

export function copyrightYears(since: number, currentYear: number): string {
  return since > 0 && since < currentYear ? `${since}–${currentYear}` : String(currentYear)
}

/** `link`: the author's name. */
export type CopyrightLinePart = 'root' | 'link'

interface Props {
  classNames?: ClassNames<CopyrightLinePart>
}

export function CopyrightLine({ classNames: c = {} }: Props) {
  const { since, author } = useSite()
  return (
    <span className={c.root}>
      © {copyrightYears(since, new Date().getFullYear())}
      {author ? (
        <>
          {' '}
          <SiteLink href="/about" className={part('', 'hover:underline', c.link)}>
            {author}
          </SiteLink>
        </>
      ) : null}
    </span>
  )
}
