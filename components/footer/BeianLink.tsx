// The ICP registration number (BEI_AN), linking to BEI_AN_LINK; nothing when unset.
import { useSite } from '@/components/site/SiteContext'

export function BeianLink({ className = 'hover:underline' }: { className?: string }) {
  const { beian, beianLink } = useSite()
  if (!beian) return null
  if (!beianLink) return <span className={className}>{beian}</span>
  return (
    <a href={beianLink} target="_blank" rel="noopener noreferrer" className={className}>
      {beian}
    </a>
  )
}
