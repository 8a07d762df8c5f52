import { Link } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { useConfig } from '@/config/useConfig'
import { ToolAnnouncements } from '../ToolAnnouncements'

/** The Excel LAR Formatting Tool: what it is, who it is for, and the download. */
export function LarFormattingPage() {
  const { fileServerDomain, defaultDocsPeriod } = useConfig()
  const workbook = `${fileServerDomain}/larft/HMDA_LAR_Formatting_Tool.xlsm`
  return (
    <div className="grid-container page">
      <PageMeta
        title="Excel LAR Formatting Tool"
        description="Download the Excel LAR Formatting Tool, a spreadsheet that turns loan rows into the pipe-delimited HMDA filing format."
      />
      <h1>Excel LAR Formatting Tool</h1>
      <ToolAnnouncements tool="Excel LAR Formatting" />
      <p className="usa-intro">
        A Microsoft Excel workbook for institutions that keep their loan/application register in a
        spreadsheet and report a modest number of records.
      </p>
      <h2>What it does</h2>
      <p>
        You enter one row per application or loan, with a column for each data field, and the
        transmittal sheet details once. The workbook checks entries against the allowed values as
        you type and then writes a pipe-delimited text file in the format the HMDA Platform accepts.
      </p>
      <h2>Who it is for</h2>
      <ul>
        <li>Smaller filers without a loan origination system that exports the filing format.</li>
        <li>Anyone who wants to assemble or correct a few records by hand.</li>
      </ul>
      <p>
        It runs in the desktop version of Excel for Windows with macros enabled. Excel on the web,
        on phones and tablets, and some Mac versions cannot run its macros.
      </p>
      <p>
        <a className="usa-button" href={workbook} download>
          Download the Excel LAR Formatting Tool (.xlsm)
        </a>
      </p>
      <h2>Prefer not to use Excel?</h2>
      <p>
        The <Link to="/tools/online-lar-formatting">Online LAR Formatting</Link> tool does the same
        job in your browser, with nothing to install. Either way, check the finished file with the{' '}
        <Link to="/tools/file-format-verification">File Format Verification</Link> tool, and see the
        fields and edits in the{' '}
        <Link to={`/documentation/fig/${defaultDocsPeriod}/overview`}>
          Filing Instructions Guide
        </Link>{' '}
        before you file.
      </p>
    </div>
  )
}
