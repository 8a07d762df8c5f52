import { use, useEffect } from 'react'
import { PageMetaCollector } from './pageMetaContext'

const SITE_NAME = 'HMDA'

/** The document title for a page ("Tools | HMDA"); the home page uses the site's full name. */
const documentTitle = (title: string | null) =>
  title ? `${title} | ${SITE_NAME}` : 'Home Mortgage Disclosure Act'

/**
 * Sets the document title and the meta description while the page is shown. At build time it
 * hands them to the prerender instead, which also writes the page's canonical link.
 */
export function PageMeta({ title, description }: { title: string | null; description: string }) {
  const collect = use(PageMetaCollector)
  collect?.({ title: documentTitle(title), description })
  useEffect(() => {
    document.title = documentTitle(title)
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
  return null
}
