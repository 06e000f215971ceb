// A code block: a window bar (optional dots, the language, copy and fold buttons), the code as
// the server highlighted it, optional line numbers, and the caption. Mermaid code becomes a
// diagram. Settings: CODE_* (conf/code.ts), carried by the body.
import { Text } from 'react-notion-x'
import { useCollapse } from '@/components/chrome/useCollapse'
import { isMermaid, prismLanguage } from '@/lib/notion/code-language'
import type { CodeBlock as NotionCodeBlock } from '@/lib/notion/types'
import { useT } from '@/lib/i18n/react'
import { useBody } from '../body-context'
import { CopyButton } from './CopyButton'
import { Mermaid } from './Mermaid'
import styles from './code.module.css'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.map((s) => (Array.isArray(s) && typeof s[0] === 'string' ? s[0] : '')).join('') : ''

export default function CodeBlock({ block }: { block: NotionCodeBlock }) {
  const { extras, settings } = useBody()
  const { t } = useT()
  const options = settings.code
  const { open, buttonProps, panelProps } = useCollapse(!options.collapse || options.expanded)
  const source = textOf(block.properties?.title)
  const notionName = textOf(block.properties?.language) || 'Plain Text'
  const language = prismLanguage(notionName)
  const html = extras.code[block.id] ?? escapeHtml(source)
  const lines = source.split('\n').length
  const code = (
    <pre className={`notion-code language-${language} ${styles.pre}`} tabIndex={0}>
      {options.lineNumbers && (
        <span className={styles.lines} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
        </span>
      )}
      <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  )
  const body = isMermaid(notionName) ? <Mermaid source={source} fallback={code} /> : code
  return (
    <figure className={`folio-code ${styles.block}`} data-language={language}>
      <div className={styles.bar}>
        {options.macBar && (
          <span className={styles.dots} aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        )}
        <span className={`folio-code-language ${styles.language}`}>{notionName}</span>
        {options.copyButton && <CopyButton text={source} label={t.post.copyCode} done={t.post.codeCopied} />}
        {options.collapse && (
          <button type="button" className={`folio-code-fold ${styles.button}`} {...buttonProps}>
            {open ? t.post.hideCode : t.post.showCode}
          </button>
        )}
      </div>
      {options.collapse ? (
        <div {...panelProps}>
          <div className={styles.panel}>{body}</div>
        </div>
      ) : (
        body
      )}
      {block.properties?.caption && (
        <figcaption className="notion-asset-caption">
          <Text value={block.properties.caption} block={block} />
        </figcaption>
      )}
    </figure>
  )
}
