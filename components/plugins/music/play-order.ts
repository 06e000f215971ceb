// The order tracks play in: as listed, or shuffled once per page load (spec §9 default: list).
export function playOrder(count: number, order: 'list' | 'random', random: () => number = Math.random): number[] {
  const indexes = Array.from({ length: count }, (_, i) => i)
  if (order === 'list') return indexes
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number]
  }
  return indexes
}
