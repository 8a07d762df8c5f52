import { useEffect, useState } from 'react'
import dotGov from '@uswds/uswds/img/icon-dot-gov.svg'
import https from '@uswds/uswds/img/icon-https.svg'
import flag from '@uswds/uswds/img/us_flag_small.png'

/** Until this delay has passed, the banner is capped at 24 px so it cannot shift the page. */
export const BANNER_CAP_MS = 2000

/** The official-government-site banner with its expandable explanation. */
export function GovBanner() {
  const [expanded, setExpanded] = useState(false)
  const [capped, setCapped] = useState(true)

  useEffect(() => {
    const timer = window.setTimeout(() => setCapped(false), BANNER_CAP_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const toggle = () => {
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
          <div className="grid-row grid-gap-lg">
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img
                className="usa-banner__icon usa-media-block__img"
                src={dotGov}
                alt=""
                aria-hidden="true"
                width="40"
                height="40"
                loading="lazy"
              />
              <div className="usa-media-block__body">
                <p>
                  <strong>Official websites use .gov</strong>
                  <br />A <strong>.gov</strong> website belongs to an official government
                  organization in the United States.
                </p>
              </div>
            </div>
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img
                className="usa-banner__icon usa-media-block__img"
                src={https}
                alt=""
                aria-hidden="true"
                width="40"
                height="40"
                loading="lazy"
              />
              <div className="usa-media-block__body">
                <p>
                  <strong>Secure .gov websites use HTTPS</strong>
                  <br />A <strong>lock</strong> or <strong>https://</strong> means you’ve safely
                  connected to the .gov website. Share sensitive information only on official,
                  secure websites.
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
