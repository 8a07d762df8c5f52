import { OverviewSection } from '../../components/OverviewPage'

export function ToolsPage() {
  return (
    <OverviewSection
      title="Platform Tools"
      description="Platform Tools: check the formatting and accuracy of HMDA data before you file."
      intro={
        <p>
          These tools help filers prepare and check their data. They run in your browser: the data
          you enter or open stays on your computer.
        </p>
      }
      sections={[
        {
          heading: 'Tools',
          items: [
            {
              title: 'Rate Spread',
              text: 'Use it to find the rate spread to report for a loan: the difference between its APR and the average prime offer rate for a comparable loan.',
            },
            {
              title: 'Excel LAR Formatting',
              text: 'Use it if you keep your register in a spreadsheet: the Excel workbook turns rows into the pipe-delimited file format.',
            },
            {
              title: 'Online LAR Formatting',
              text: 'Use it to build or edit a small register in the browser, field by field, and save it in the filing format.',
            },
            {
              title: 'File Format Verification',
              text: 'Use it before you file to check that your file is in the right format and passes the syntactical and validity edits.',
            },
            {
              title: 'Check Digit',
              text: 'Use it to generate the two check digits of a Universal Loan Identifier, or to check that a ULI is valid.',
            },
          ],
        },
      ]}
    />
  )
}
