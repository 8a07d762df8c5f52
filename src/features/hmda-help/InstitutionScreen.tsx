import { queryOptions } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { NavLink, useNavigate } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { PageMeta } from '@/components/PageMeta'
import { TextField } from '@/components/TextField'
import { useConfig } from '@/config/useConfig'
import { isApiError } from '@/lib/api/errors'
import { normalizeSearch } from '@/lib/api/helpAdmin'
import { fetchFilers } from '@/lib/api/reporting'
import { useRemoteQuery } from '@/lib/api/queries'
import { OWN_FOCUS_STATE } from '@/lib/focusHeading'
import {
  FIRST_HELP_YEAR,
  filersStartYear,
  helpPath,
  helpYears,
  matchFilers,
  type FilerOption,
  type HelpRoute,
  type InstitutionTab,
} from './helpModel'
import { PublicationsTab } from './PublicationsTab'
import { RecordsTab } from './RecordsTab'
import { SubmissionsTab } from './SubmissionsTab'

type SearchRoute = Extract<HelpRoute, { screen: 'search' | 'institution' }>

const TABS: [InstitutionTab, string][] = [
  ['records', 'Records'],
  ['submissions', 'Submissions'],
  ['publications', 'Publications'],
]

/**
 * The filers for the type-ahead: the second year of the year list, else the years before it
 * down to 2018 until one has filers (an empty list is not an error: the search still works).
 */
async function loadFilers(base: string, years: string[], signal: AbortSignal) {
  const start = filersStartYear(years)
  if (start === null) return []
  for (let year = start; year >= FIRST_HELP_YEAR; year--) {
    try {
      const list = await fetchFilers(base, String(year), { signal })
      if (list.length) return list.map((f): FilerOption => ({ lei: f.lei, name: f.name }))
    } catch (error) {
      if (isApiError(error) && error.kind === 'not-found') continue
      throw error
    }
  }
  return []
}

/** The type-ahead's filers (published lists: kept for the visit; a failure is not kept). */
const helpFilersQuery = (base: string, years: string[]) =>
  queryOptions({
    queryKey: ['reporting', 'help-filers', base, years],
    queryFn: ({ signal }) => loadFilers(base, years, signal),
    staleTime: Infinity,
  })

/** The search by LEI and, once an LEI is chosen, its records, submissions and publications. */
export function InstitutionScreen({ route }: { route: SearchRoute }) {
  const config = useConfig()
  const navigate = useNavigate()
  const lei = route.screen === 'institution' ? route.lei : ''
  const [typed, setTyped] = useState(lei)
  const [shownFor, setShownFor] = useState(lei)
  // Another LEI in the address (back, a suggestion) replaces what the box shows.
  if (shownFor !== lei) {
    setShownFor(lei)
    setTyped(lei)
  }
  const years = helpYears(config)
  const filers = useRemoteQuery(helpFilersQuery(config.api.reporting, years))
  const search = normalizeSearch(typed)
  const suggestions =
    search.kind === 'partial' || search.kind === 'tooLong'
      ? matchFilers(filers.data ?? [], search.lei)
      : []
  const inputId = useId()
  const [submitted, setSubmitted] = useState(false)

  const open = (target: string) => {
    setSubmitted(false)
    void navigate(helpPath({ screen: 'institution', lei: target, tab: 'records' }), {
      state: OWN_FOCUS_STATE,
    })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (search.kind === 'lei') open(search.lei)
    else setSubmitted(true)
  }
  const onType = (value: string) => {
    const next = normalizeSearch(value)
    setTyped(next.lei)
    setSubmitted(false)
    // Twenty letters and digits are an LEI: its records are looked up at once.
    if (next.kind === 'lei' && next.lei !== lei) open(next.lei)
  }

  let message: string | null = null
  if (search.kind === 'tooLong')
    message = `This is not an LEI: an LEI has 20 letters and digits, this has ${search.lei.length}. Choose an institution below or shorten it.`
  else if (search.kind === 'partial' && (submitted || /\d$/.test(search.lei)))
    message = `An LEI has 20 letters and digits; ${search.lei.length} typed so far.`
  else if (search.kind === 'empty' && submitted) message = 'Type an LEI or part of one.'

  const tabLabel = TABS.find(([t]) => t === (route.screen === 'institution' ? route.tab : ''))?.[1]

  return (
    <>
      <PageMeta
        title={lei ? `${lei}: ${tabLabel ?? 'Records'}` : 'Search institutions'}
        description="HMDA Help: search institutions by LEI."
      />
      <h1>{lei ? <>Institution {lei}</> : 'Search institutions'}</h1>
      <form className="usa-form help-search" role="search" onSubmit={onSubmit} noValidate>
        <TextField
          id={inputId}
          label="LEI"
          hint="20 letters and digits; spaces and other characters are removed. Part of an LEI or of a name shows matching filers."
          error={message}
          errorProps={{ className: 'help-search__message', role: 'status' }}
          groupClassName="help-search__field"
          inputClassName="help-search__input"
          name="lei"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={onType}
        />
        <button type="submit" className="usa-button help-search__button">
          Search
        </button>
      </form>
      {suggestions.length > 0 && (
        <div className="help-suggestions">
          <h2 className="help-suggestions__heading" id={`${inputId}-matches`}>
            Matching filers ({suggestions.length})
          </h2>
          <ul aria-labelledby={`${inputId}-matches`} className="help-suggestions__list">
            {suggestions.map((f) => (
              <li key={f.lei}>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => open(f.lei)}
                >
                  <span className="help-mono">{f.lei}</span> {f.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {filers.status === 'error' && (
        <ApiErrorAlert
          error={filers.error}
          what="the list of filers for the type-ahead"
          type="warning"
          headingLevel={2}
          onRetry={filers.retry}
        />
      )}
      {route.screen === 'institution' && (
        <>
          <nav aria-label="Institution views" className="help-tabs">
            <ul>
              {TABS.map(([tab, label]) => (
                <li key={tab}>
                  <NavLink
                    end
                    to={helpPath({ screen: 'institution', lei: route.lei, tab })}
                    className="help-tabs__link"
                    state={OWN_FOCUS_STATE}
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {route.tab === 'records' && <RecordsTab lei={route.lei} years={years} />}
          {route.tab === 'submissions' && <SubmissionsTab lei={route.lei} />}
          {route.tab === 'publications' && <PublicationsTab lei={route.lei} years={years} />}
        </>
      )}
    </>
  )
}
