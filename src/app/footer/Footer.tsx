import { useConfig } from '@/config/useConfig'
import { SignupForm } from './SignupForm'

const LINKS: { label: string; href: string }[] = [
  { label: 'About', href: 'https://www.consumerfinance.gov/about-us/' },
  { label: 'Accessibility support', href: 'https://www.consumerfinance.gov/accessibility/' },
  { label: 'FOIA requests', href: 'https://www.consumerfinance.gov/foia-requests/' },
  {
    label: 'Privacy policy',
    href: 'https://www.consumerfinance.gov/privacy/email-campaign-privacy-act-statement/',
  },
  { label: 'Program website', href: 'https://www.ffiec.gov/hmda/' },
  {
    label: 'Final Rule',
    href: 'https://www.federalregister.gov/documents/2015/10/28/2015-26607/home-mortgage-disclosure-regulation-c',
  },
  {
    label: 'Regulatory Resources',
    href: 'https://www.consumerfinance.gov/policy-compliance/guidance/implementation-guidance/hmda-implementation/',
  },
  {
    label: 'Paperwork Reduction Act',
    href: 'https://www.govinfo.gov/content/pkg/PLAW-104publ13/html/PLAW-104publ13.htm',
  },
  {
    label: 'Notice and Consent',
    href: 'https://www.consumerfinance.gov/privacy/website-privacy-policy/',
  },
]

/** Site footer: mailing-list signup, agency identity and the programme's links. */
export function Footer() {
  const { signup, contactEmail } = useConfig()
  return (
    <footer className="usa-footer site-footer">
      <div className="usa-footer__secondary-section">
        <div className="grid-container">
          <div className="grid-row grid-gap">
            <div className="footer-signup tablet:grid-col-6">
              <h2 className="footer-heading">Stay informed</h2>
              <SignupForm endpoint={signup.url} topicCode={signup.topicCode} />
            </div>
            <div className="tablet:grid-col-6">
              <nav aria-label="Footer">
                <ul className="footer-links">
                  {LINKS.map((link) => (
                    <li key={link.label}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                  <li>
                    <a href={`mailto:${contactEmail}`}>Contact Us</a>
                  </li>
                </ul>
              </nav>
            </div>
          </div>
          <div className="footer-identity">
            <svg
              className="agency-logo"
              viewBox="0 0 48 48"
              width="48"
              height="48"
              role="img"
              aria-label="Consumer Financial Protection Bureau"
            >
              <circle cx="24" cy="24" r="23" fill="#20aa3f" />
              <path
                d="M14 30V18h8a6 6 0 0 1 0 12zm20-12h-6v12h6"
                fill="none"
                stroke="#fff"
                strokeWidth="3"
              />
            </svg>
            <p>
              An official website of the Consumer Financial Protection Bureau, publishing data
              collected under the Home Mortgage Disclosure Act with the Federal Financial
              Institutions Examination Council. Looking for U.S. government information and
              services? <a href="https://www.usa.gov/">Visit USA.gov</a>
            </p>
            <p className="release-version">Release v{__APP_VERSION__}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
