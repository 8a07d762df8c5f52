import { useEffect, useState, type ComponentType } from 'react'
// A file, not a data URL in the first-load JavaScript (where it cost 0.3 KB gzip of the 90 KB
// budget of `/`); it is small, fixed in size (no layout shift) and fetched at low priority.
import flag from '@uswds/uswds/img/us_flag_small.png?no-inline'

/** Until this delay has passed, the banner is capped at 24 px so it cannot shift the page. */
export const BANNER_CAP_MS = 2000

/** The official-government-site banner with its expandable explanation. */
export function GovBanner() {
  const [expanded, setExpanded] = useState(false)
  const [capped, setCapped] = useState(true)
  const [Explanation, setExplanation] = useState<ComponentType | null>(null)
  // The hidden explanation is not part of the first load; it is fetched on first use.
  const load = () =>
    void import('./GovBannerExplanation').then(
      (m) => setExplanation(() => m.GovBannerExplanation),
      () => undefined,
    )

  useEffect(() => {
    const timer = window.setTimeout(() => setCapped(false), BANNER_CAP_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const toggle = () => {
    load()
    setCapped(false)
    setExpanded((value) => !value)
  }

  return (
    <section
      className={`usa-banner${capped ? ' usa-banner--capped' : ''}`}
      aria-label="Official website of the United States government"
    >
      <div className="usa-accordion">
        <header className="usa-banner__header">
          <div className="usa-banner__inner">
            <div className="grid-col-auto">
              <img
                aria-hidden="true"
                className="usa-banner__header-flag"
                src={flag}
                alt=""
                fetchPriority="low"
                width="16"
                height="11"
              />
            </div>
            <div className="grid-col-fill tablet:grid-col-auto" aria-hidden="true">
              <p className="usa-banner__header-text">
                An official website of the United States government
              </p>
              <p className="usa-banner__header-action">Here’s how you know</p>
            </div>
            <button
              type="button"
              className="usa-accordion__button usa-banner__button"
              aria-expanded={expanded}
              aria-controls="gov-banner-explanation"
              onClick={toggle}
              onPointerEnter={load}
              onFocus={load}
            >
              <span className="usa-banner__button-text">Here’s how you know</span>
            </button>
          </div>
        </header>
        <div
          className="usa-banner__content usa-accordion__content"
          id="gov-banner-explanation"
          hidden={!expanded}
        >
          {Explanation && <Explanation />}
        </div>
      </div>
    </section>
  )
}
