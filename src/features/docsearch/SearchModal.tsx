/**
 * The documentation search modal: DocSearch's modal over Algolia when the configuration names an
 * index (`docSearch`), otherwise over the local index the build publishes. Loaded on first use.
 */
import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/modal.css'
import './docsearch.css'
import {
  DocSearchModal,
  type DocSearchHit,
  type DocSearchTransformClient,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Link, useNavigate } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import { isSiteUrl, missingResultsUrl, siteRelativeUrl } from '@/lib/search/feedbackUrl'
import { createLocalSearch } from '@/lib/search/localClient'
import { adjustDocSearchMarkup } from './accessibility'
import { keepErrorScreen } from './errorScreen'

/** One client for the whole visit: the index is fetched once and kept. */
const localSearch = createLocalSearch()

/** Placeholders for DocSearch's Algolia client, whose `search` the local one replaces. */
const LOCAL_SETTINGS = { appId: 'local', apiKey: 'local', indexName: 'hmda-docs' }

/**
 * How questions are searched, for Algolia as for the local index (which does the same by
 * default): stop words left out, plurals matched, and all words optional when together they
 * find nothing. ("FIG" and edit ids ranking their guide entry first are the index's synonyms
 * and rules on Algolia.)
 */
const SEARCH_PARAMETERS = {
  removeStopWords: true,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional' as const,
}

type SearchFunction = DocSearchTransformClient['search']

/** The local index answers DocSearch's searches. */
const withLocalIndex = (client: DocSearchTransformClient): DocSearchTransformClient => ({
  ...client,
  search: keepErrorScreen(localSearch.search) as unknown as SearchFunction,
})

/** Algolia answers; a failure still shows DocSearch's error screen. */
const withAlgolia = (client: DocSearchTransformClient): DocSearchTransformClient => ({
  ...client,
  search: keepErrorScreen(
    client.search.bind(client) as (...args: unknown[]) => Promise<unknown>,
  ) as unknown as SearchFunction,
})

const LABEL = 'Search documentation'

/** Absolute URLs of this site become root-relative, so that results open inside the app. */
const transformItems = (items: DocSearchHit[]) =>
  items.map((item) => ({ ...item, url: siteRelativeUrl(item.url, window.location.origin) }))

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit
  children: ReactNode
}) {
  return isSiteUrl(hit.url) ? (
    <Link to={hit.url}>{children}</Link>
  ) : (
    <a href={hit.url}>{children}</a>
  )
}

export function SearchModal({ onClose }: { onClose: () => void }) {
  const { docSearch, searchFeedbackUrl } = useConfig()
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  const [initialScrollY] = useState(() => window.scrollY)
  const root = useRef<HTMLElement>(null)
  useEffect(() => (root.current ? adjustDocSearchMarkup(root.current, LABEL) : undefined), [])

  // The local index starts downloading as the modal opens, before the first keystroke.
  useEffect(() => {
    if (!docSearch) localSearch.load().catch(() => undefined)
  }, [docSearch])

  // Stable props: DocSearch rebuilds its autocomplete (and loses its state) when they change.
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isSiteUrl(itemUrl)) void navigateRef.current(itemUrl)
        else window.location.assign(itemUrl)
      },
    }),
    [],
  )
  const getMissingResultsUrl = useMemo(
    () =>
      ({ query }: { query: string }) =>
        missingResultsUrl(searchFeedbackUrl, query),
    [searchFeedbackUrl],
  )

  return createPortal(
    <section
      ref={root}
      aria-label={LABEL}
      className={docSearch ? 'site-docsearch' : 'site-docsearch site-docsearch--local'}
    >
      <DocSearchModal
        {...(docSearch ?? LOCAL_SETTINGS)}
        transformSearchClient={docSearch ? withAlgolia : withLocalIndex}
        searchParameters={SEARCH_PARAMETERS}
        initialScrollY={initialScrollY}
        onClose={onClose}
        placeholder={LABEL}
        maxResultsPerGroup={5}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={navigator}
        getMissingResultsUrl={getMissingResultsUrl}
      />
    </section>,
    document.body,
  )
}
