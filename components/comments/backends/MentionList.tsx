// Replies and plain mentions: author, date, text, and a link to where it was written.
import { PostDate } from '@/components/post/PostDate'
import type { Mention } from '@/lib/comments/webmention'

interface Props {
  mentions: Mention[]
  /** Shown after the author when a mention carries no text of its own. */
  mentionedText: string
}

export function MentionList({ mentions, mentionedText }: Props) {
  if (mentions.length === 0) return null
  return (
    <ul className="space-y-3">
      {mentions.map((m) => (
        <li key={m.id} className="rounded-md border border-gray-200 p-3 text-sm dark:border-neutral-700">
          <p className="flex flex-wrap items-baseline gap-x-2 text-gray-600 dark:text-neutral-400">
            <a
              href={m.authorUrl}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="font-medium text-gray-900 hover:underline dark:text-neutral-100"
            >
              {m.authorName}
            </a>
            {!m.text && <span>{mentionedText}</span>}
            {m.published && (
              <a href={m.url} target="_blank" rel="noopener noreferrer nofollow ugc" className="hover:underline">
                <PostDate iso={m.published} style="long" />
              </a>
            )}
          </p>
          {m.text && <p className="mt-1 whitespace-pre-line text-gray-800 dark:text-neutral-200">{m.text}</p>}
        </li>
      ))}
    </ul>
  )
}
