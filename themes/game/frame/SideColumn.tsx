// Wide screens: the narrow column of floating cards on the left (brand, then the entries),
// staying in view while the grid scrolls.
import { BrandCard } from './BrandCard'
import { CARD } from './look'
import { NavLinks } from './NavLinks'

export function SideColumn() {
  return (
    <aside data-game-side="" className="hidden w-52 shrink-0 lg:block">
      <div className="sticky top-4 flex max-h-[calc(100vh-2rem)] flex-col gap-4 overflow-y-auto pb-2">
        <BrandCard />
        <div className={CARD}>
          <NavLinks />
        </div>
      </div>
    </aside>
  )
}
