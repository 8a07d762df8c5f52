import { Announcements } from '@/components/Announcements'
import { PageMeta } from '@/components/PageMeta'
import { useConfig } from '@/config/useConfig'
import { ToolAnnouncements } from '../ToolAnnouncements'
import { FileForm } from './FileForm'
import { Results } from './Results'
import { RunStatus } from './RunStatus'
import { useFileFormatVerification } from './useFileFormatVerification'
import './fileFormatVerification.css'

/** The File Format Verification tool: checks a HMDA file in the browser, in a worker. */
export function FileFormatVerificationPage() {
  const { ffvtAnnouncement } = useConfig()
  const tool = useFileFormatVerification()
  const { run } = tool

  return (
    <div className="grid-container page ffv">
      <PageMeta
        title="File Format Verification"
        description="File Format Verification: check that a HMDA file is in the right format and passes the syntactical and validity edits, in your browser, before you file."
      />
      <h1>File Format Verification</h1>
      <ToolAnnouncements tool="File Format Verification" />
      {ffvtAnnouncement && <Announcements items={[ffvtAnnouncement]} />}
      <p className="usa-intro">
        Check your HMDA file before you submit it: its format, and the syntactical and validity
        edits that can be checked from the file alone.
      </p>
      <p className="ffv-privacy">
        <strong>Your file never leaves your browser.</strong> It is read and checked on this
        computer; nothing is uploaded or sent anywhere.
      </p>

      <FileForm tool={tool} />

      <div className="usa-sr-only" aria-live="polite">
        {tool.announcement}
      </div>

      <RunStatus tool={tool} />

      {run.state === 'done' && (
        <Results
          headingRef={tool.resultsRef}
          fileName={run.fileName}
          result={run.result}
          elapsedMs={run.elapsedMs}
          reportUrl={run.url}
          reportName={run.reportName}
        />
      )}
    </div>
  )
}
