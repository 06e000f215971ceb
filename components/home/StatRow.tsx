// One figure of the analytics card: a label and a number ('…' while it loads).
export function StatRow({ label, value, locale }: { label: string; value: number | null; locale: string }) {
  return (
    <div className="flex items-center justify-between py-1">
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums" aria-busy={value === null || undefined}>
        {value === null ? '…' : new Intl.NumberFormat(locale).format(value)}
      </dd>
    </div>
  )
}
