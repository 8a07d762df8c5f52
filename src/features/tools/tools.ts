/** The platform tools: name (as matched by tool announcements), path and when to use each. */
export interface ToolInfo {
  name: string
  path: string
  /** False while the tool's screen is not part of the site yet. */
  available: boolean
  whenToUse: string
}

export const TOOLS: readonly ToolInfo[] = [
  {
    name: 'Rate Spread',
    path: '/tools/rate-spread',
    available: true,
    whenToUse:
      'Use it to find the rate spread to report for a loan: its APR minus the average prime offer rate for a comparable loan on the rate-set date.',
  },
  {
    name: 'Excel LAR Formatting',
    path: '/tools/lar-formatting',
    available: true,
    whenToUse:
      'Use it if you keep your register in a spreadsheet and file few loans: an Excel workbook that turns rows into the pipe-delimited filing format.',
  },
  {
    name: 'Online LAR Formatting',
    path: '/tools/online-lar-formatting',
    available: true,
    whenToUse:
      'Use it to build or edit a small register in the browser, field by field, and save it in the filing format.',
  },
  {
    name: 'File Format Verification',
    path: '/tools/file-format-verification',
    available: true,
    whenToUse:
      'Use it before you file to check that your file is in the right format and passes the syntactical and validity edits.',
  },
  {
    name: 'Check Digit',
    path: '/tools/check-digit',
    available: true,
    whenToUse:
      'Use it to generate the two check digits that end a Universal Loan Identifier, or to check that a ULI is valid, one at a time or for a whole file.',
  },
]
