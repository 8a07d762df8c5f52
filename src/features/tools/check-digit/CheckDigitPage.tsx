import { PageMeta } from '@/components/PageMeta'
import { ToolAnnouncements } from '../ToolAnnouncements'
import { BatchCheck } from './BatchCheck'
import { SingleCheck } from './SingleCheck'
import './checkDigit.css'

/** The Check Digit tool: generate or validate ULI check digits, one at a time or for a file. */
export function CheckDigitPage() {
  return (
    <div className="grid-container page check-digit">
      <PageMeta
        title="Check Digit"
        description="Check Digit: generate the two check digits of a Universal Loan Identifier (ULI), or validate a ULI, one at a time or for a whole file."
      />
      <h1>Check Digit</h1>
      <ToolAnnouncements tool="Check Digit" />
      <p className="usa-intro">
        Generate the two check digits that end a Universal Loan Identifier (ULI), or check that a
        ULI is valid: one loan at a time, or a whole file at once.
      </p>
      <p>
        Everything runs in your browser: the loan IDs and files you enter here are not sent
        anywhere.
      </p>
      <SingleCheck />
      <BatchCheck />
      <section className="check-digit-section" aria-labelledby="about-heading">
        <h2 id="about-heading">About ULIs and check digits</h2>
        <p>
          A Universal Loan Identifier identifies one loan or application in HMDA data. It has three
          parts: your institution’s 20-character Legal Entity Identifier (LEI), a loan number of up
          to 23 letters and digits that you assign and never reuse, and two check digits. The LEI
          and the loan number together are the loan ID; a ULI has 23 to 45 characters.
        </p>
        <p>
          The check digits are computed from the loan ID (ISO/IEC 7064, MOD 97-10: each letter
          counts as a number from 10 to 35, and the resulting number is divided by 97). When a
          character of a ULI is mistyped, or two characters are swapped, the check digits no longer
          match the rest, so the mistake is caught before the data is filed. Upper- and lower-case
          letters count the same.
        </p>
      </section>
    </div>
  )
}
