import type { MacroEditResult, ValidationResult } from '@/hmda/validate/engine'
import { EditsTable } from './EditsTable'
import { plural } from './format'

/**
 * Quality and macro edits: on the platform they are not errors but edits the filer is asked to
 * verify (or correct) once the file passes the syntactical and validity edits.
 */
export function VerifySection({
  result,
  hasErrors,
}: {
  result: ValidationResult
  hasErrors: boolean
}) {
  const { quality, macro } = result
  const reported = macro.filter((m) => m.triggered)
  const within = macro.filter((m) => !m.triggered)
  const checked = result.verifyStages.find((s) => s.stage === 'quality')?.checked ?? 0
  return (
    <section className="ffv-verify" aria-labelledby="ffv-verify-heading">
      <h3 id="ffv-verify-heading">
        Quality and macro edits — the platform will ask you to verify these
      </h3>
      <p>
        These are not errors. The HMDA Platform runs quality and macro edits once a file passes the
        syntactical and validity edits, then asks you to confirm that each flagged figure is right
        (or to correct the file). They were checked here on every row without formatting errors
        {hasErrors
          ? ', so you see them now; the platform will ask for them after the syntactical and validity edits are fixed.'
          : '.'}
      </p>
      <h4 id="ffv-quality-heading">Quality edits to verify</h4>
      {quality.length === 0 ? (
        <p>No quality edit flagged a row ({plural(checked, 'edit', 'edits')} checked here).</p>
      ) : (
        <EditsTable headingId="ffv-quality-heading" edits={quality} verify />
      )}
      {macro.length > 0 && (
        <>
          <h4 id="ffv-macro-heading">Macro edits to verify</h4>
          {reported.length === 0 ? (
            <p>No macro edit is outside the platform’s limits.</p>
          ) : (
            <ul className="ffv-macro" aria-labelledby="ffv-macro-heading">
              {reported.map((m) => (
                <MacroLine key={m.id} item={m} />
              ))}
            </ul>
          )}
          {within.length > 0 && (
            <p>Within the platform’s limits: {within.map((m) => m.id).join(', ')}.</p>
          )}
          {result.macroNote && <p>{result.macroNote}</p>}
        </>
      )}
    </section>
  )
}

function MacroLine({ item }: { item: MacroEditResult }) {
  return (
    <li>
      <strong>{item.id}</strong>: {item.sentence}
      <div className="ffv-macro-edit">The edit: {item.description}</div>
    </li>
  )
}
