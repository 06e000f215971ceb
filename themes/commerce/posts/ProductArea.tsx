// The two columns of the product pages: the categories box left (under the products on phones),
// the content right.
import type { ReactNode } from 'react'
import { CategoryBox } from './CategoryBox'

export function ProductArea({ children, active }: { children: ReactNode; active?: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="order-last lg:sticky lg:top-24 lg:order-first">
        <CategoryBox active={active} />
      </div>
      <div className="flex min-w-0 flex-col gap-10">{children}</div>
    </div>
  )
}
