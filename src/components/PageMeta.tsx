import { use, useEffect } from 'react'
import { PageMetaCollector } from './pageMetaContext'

const SITE_NAME = 'HMDA'

/** The document title for a page ("Tools | HMDA"); the home page uses the site's full name. */
const documentTitle = (title: string | null) =>
  title ? `${title} | ${SITE_NAME}` : 'Home Mortgage Disclosure Act'

/**
 * Sets the document title, the meta description and (on a prerendered page, which has one) the
 * canonical link while the page is shown. At build time it hands them to the prerender instead.
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
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    if (canonical) canonical.href = new URL(window.location.pathname, canonical.href).href
  }, [title, description])
  return null
}
