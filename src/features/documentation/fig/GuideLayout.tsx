import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { PageMeta } from '@/components/PageMeta'
import { DOCS_HOME } from '../docsData'
import { TableOfContents } from '../TableOfContents'
import { useInSiteLinks, useScrollToHash } from '../useDocsLinks'
import type { FigSection } from './figModel'
import { Paragraphs, SectionHeading } from './FigTables'
import { YearNav } from './YearNav'

export interface GuideLayoutProps {
  title: string
  description: string
  /** The last step of the breadcrumb trail (after Documentation › Filing Instructions Guide). */
  crumb: string
  /** The year's Filing Instructions Guide, the trail's middle step. */
  crumbUrl: string
  /** The links to the same guide for the other years. */
  years: Parameters<typeof YearNav>[0]
  /** Text sections shown first. */
  intro: readonly FigSection[]
  /** Every section of the page, in order, for "On this page". */
  contents: readonly Pick<FigSection, 'anchor' | 'title'>[]
  /** The page's own sections after the intro. */
  children: ReactNode
}

/**
 * The frame of the guide pages generated from src/hmda (a year's Filing Instructions Guide and
 * its supplement for quarterly filers): title, trail, year links, contents and intro sections.
 * In-site links inside it navigate without a reload, and the address's #fragment is scrolled to.
 */
export function GuideLayout(props: GuideLayoutProps) {
  const onClick = useInSiteLinks()
  useScrollToHash(true)
  return (
    <div className="grid-container page docs fig" onClick={onClick}>
      <PageMeta title={props.title} description={props.description} />
      <Breadcrumbs
        className="docs-breadcrumbs"
        trail={[
          { label: 'Documentation', to: DOCS_HOME },
          { label: 'Filing Instructions Guide', to: props.crumbUrl },
          { label: props.crumb },
        ]}
      />
      <h1>{props.title}</h1>
      <YearNav {...props.years} />
      <div className="docs-layout">
        <TableOfContents
          entries={props.contents.map((s) => ({ id: s.anchor, text: s.title, level: 2 }))}
        />
        <div className="docs-content">
          {props.intro.map((section) => (
            <section key={section.anchor} aria-labelledby={section.anchor}>
              <SectionHeading section={section} />
              <Paragraphs section={section} />
            </section>
          ))}
          {props.children}
        </div>
      </div>
    </div>
  )
}
