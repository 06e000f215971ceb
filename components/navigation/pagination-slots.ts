// Which page numbers a pager shows: all of them when few, else the first, the last and a
// window around the current page, with gaps ('…') between.
export type PageSlot = number | 'gap'

export function pageSlots(page: number, totalPages: number, around = 1): PageSlot[] {
  if (totalPages <= 5 + around * 2) return Array.from({ length: totalPages }, (_, i) => i + 1)
  const from = Math.max(2, page - around)
  const to = Math.min(totalPages - 1, page + around)
  const slots: PageSlot[] = [1]
  if (from > 2) slots.push('gap')
  for (let n = from; n <= to; n++) slots.push(n)
  if (to < totalPages - 1) slots.push('gap')
  slots.push(totalPages)
  return slots
}
