import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import { highlightParts } from './filterEntries'
import { isInSitePath, type Block, type Inline } from './markdown'

interface MarkdownProps {
  blocks: readonly Block[]
  /** Lower-case words to highlight with <mark> in the text. */
  highlight?: readonly string[]
}

const NO_WORDS: readonly string[] = []

/** Renders parsed markdown blocks as React elements (text is always escaped by React). */
export function Markdown({ blocks, highlight = NO_WORDS }: MarkdownProps) {
  return (
    <>
      {blocks.map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i}>
            <Inlines nodes={block.content} words={highlight} />
          </p>
        ) : (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines nodes={item} words={highlight} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  )
}

function Inlines({ nodes, words }: { nodes: readonly Inline[]; words: readonly string[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.kind === 'text') {
          return (
            <Fragment key={i}>
              {highlightParts(node.text, words).map((part, j) =>
                part.match ? <mark key={j}>{part.text}</mark> : part.text,
              )}
            </Fragment>
          )
        }
        const children = <Inlines nodes={node.children} words={words} />
        if (node.kind === 'strong') return <strong key={i}>{children}</strong>
        if (node.kind === 'em') return <em key={i}>{children}</em>
        return isInSitePath(node.href) ? (
          <Link key={i} to={node.href}>
            {children}
          </Link>
        ) : (
          <a key={i} href={node.href}>
            {children}
          </a>
        )
      })}
    </>
  )
}
