import { Link, Route, Routes } from 'react-router-dom'
import { NotFound } from '../../components/NotFound'
import { PageMeta } from '../../components/PageMeta'
import { useConfig } from '../../config/useConfig'

function HelpHome() {
  const { contactEmail } = useConfig()
  return (
    <div className="grid-container page help-home">
      <PageMeta
        title="HMDA Help"
        description="Help: manage institutions and publications. For HMDA Help staff; sign-in required."
      />
      <p className="help-home__back">
        <Link to="/">← Home Mortgage Disclosure Act</Link>
      </p>
      <h1>HMDA Help</h1>
      <p className="usa-intro">
        HMDA Help is where the programme’s support staff manage filing institutions and the
        publications generated from their data.
      </p>
      <h2>Sign-in is required</h2>
      <p>
        Only HMDA Help staff with an authorised account can use these screens. They sign in with
        Login.gov and must hold the HMDA Help role; other accounts are refused.
      </p>
      <h2>What staff can do here</h2>
      <ul>
        <li>Look up an institution by its LEI and review its details for a filing year.</li>
        <li>Add or update an institution’s record, such as its name, tax ID or regulator.</li>
        <li>
          Regenerate an institution’s publications, such as its modified LAR and disclosure reports.
        </li>
      </ul>
      <h2>Not HMDA Help staff?</h2>
      <p>
        If you file HMDA data and need help, write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. To file, go to the{' '}
        <Link to="/filing">Filing Platform</Link>.
      </p>
    </div>
  )
}

export function HmdaHelpPage() {
  return (
    <Routes>
      <Route index element={<HelpHome />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
