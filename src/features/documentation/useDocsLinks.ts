import { useCallback, useEffect, type MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

/** Scrolls the element named by the URL's #hash into view (once the page's content exists). */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || !hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    target?.scrollIntoView()
  }, [ready, hash])
}

/**
 * A click handler for a container of rendered HTML: root-relative links navigate inside the app
 * (no reload), #anchors move within the page, other links behave normally.
 */
export function useInSiteLinks() {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element).closest('a')
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const href = link.getAttribute('href') ?? ''
      if (href.startsWith('#') && href.length > 1) {
        event.preventDefault()
        navigate({ hash: href })
        document.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView()
      } else if (href.startsWith('/') && !href.startsWith('//')) {
        event.preventDefault()
        navigate(href)
      }
    },
    [navigate],
  )
}
