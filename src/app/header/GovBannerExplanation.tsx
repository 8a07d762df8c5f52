import dotGov from '@uswds/uswds/img/icon-dot-gov.svg'
import https from '@uswds/uswds/img/icon-https.svg'

/** The banner's explanation, a chunk of its own: loaded on first hover, focus or expansion. */
export function GovBannerExplanation() {
  return (
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
            <br />A <strong>.gov</strong> website belongs to an official government organization in
            the United States.
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
            <br />A <strong>lock</strong> or <strong>https://</strong> means you’ve safely connected
            to the .gov website. Share sensitive information only on official, secure websites.
          </p>
        </div>
      </div>
    </div>
  )
}
