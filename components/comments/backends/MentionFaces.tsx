// A row of avatars (likes or reposts) under a counted label.
import type { Mention } from '@/lib/comments/webmention'

export function MentionFaces({ label, mentions }: { label: string; mentions: Mention[] }) {
  if (mentions.length === 0) return null
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-gray-700 dark:text-neutral-300">{label}</p>
      <ul className="flex flex-wrap gap-1">
        {mentions.map((m) => (
          <li key={m.id}>
            <a href={m.authorUrl} target="_blank" rel="noopener noreferrer nofollow ugc" title={m.authorName}>
              {m.authorPhoto ? (
                // eslint-disable-next-line @next/next/no-img-element -- avatars come from any host
                <img
                  src={m.authorPhoto}
                  alt={m.authorName}
                  width={32}
                  height={32}
                  loading="lazy"
                  className="size-8 rounded-full object-cover"
                />
              ) : (
                <span className="flex size-8 items-center justify-center rounded-full bg-gray-200 text-xs text-gray-700 dark:bg-neutral-700 dark:text-neutral-200">
                  {m.authorName.slice(0, 1).toUpperCase()}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
