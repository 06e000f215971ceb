// The pieces NotionBody hands to react-notion-x: code with our Prism languages, KaTeX equations,
// inline databases, and links that keep the visitor's ?theme= and language prefix.
// Kept in one module-level object: the renderer re-creates its context when its identity changes.
import type { ComponentProps, ReactNode } from 'react'
import type { CodeBlock } from 'notion-types'
import { Code } from 'react-notion-x/build/third-party/code'
import { Collection } from 'react-notion-x/build/third-party/collection'
import { SiteLink } from '@/components/navigation/SiteLink'
import { prismLanguage } from './code-language'
import { Equation } from './Equation'
import './prism-languages'

type CodeProps = ComponentProps<typeof Code>

function BodyCode({ block, ...rest }: CodeProps) {
  const notionName = block.properties?.language?.[0]?.[0]
  const properties = { ...block.properties, language: [[prismLanguage(notionName)]] }
  return <Code block={{ ...block, properties } as CodeBlock} {...rest} />
}

type CollectionProps = ComponentProps<typeof Collection>

function BodyCollection(props: CollectionProps) {
  // For the page itself (a row of the blog database) react-notion-x would print the row's
  // property table; the theme's header shows what visitors should see instead.
  if (props.block.type === 'page') return null
  return <Collection {...props} />
}

interface LinkProps {
  href?: string
  className?: string
  children?: ReactNode
  [attribute: string]: unknown
}

function BodyLink({ href, children, target: _target, rel: _rel, ...rest }: LinkProps) {
  // SiteLink decides target/rel itself: new tab only for external links.
  if (!href) return <a {...rest}>{children}</a>
  return (
    <SiteLink href={href} {...rest}>
      {children}
    </SiteLink>
  )
}

export const bodyComponents = {
  Code: BodyCode,
  Equation,
  Collection: BodyCollection,
  Link: BodyLink,
  PageLink: BodyLink,
}
