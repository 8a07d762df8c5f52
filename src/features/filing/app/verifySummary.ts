/**
 * What the upload step tells the lender before the file is sent: the quality and macro edits
 * that our check found and that the platform will ask them to verify. Not errors: the file may
 * still be sent.
 */
import type { ValidationResult } from '@/hmda/validate/engine'

export interface VerifySummary {
  /** "The platform will ask you to verify N quality edits (Q6xx: k rows, …) and M macro edits (…)." */
  readonly text: string
  /** When the file also has syntactical or validity edits: the platform asks for these later. */
  readonly later: string | null
}

const count = (n: number) => n.toLocaleString('en-US')
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`

/** The summary of a checked file, or null when the platform will not ask about any edit. */
export function verifySummary(
  result: Pick<ValidationResult, 'quality' | 'macro' | 'stages'>,
): VerifySummary | null {
  const quality = result.quality
  const macro = result.macro.filter((m) => m.triggered)
  if (quality.length === 0 && macro.length === 0) return null
  const parts: string[] = []
  if (quality.length > 0)
    parts.push(
      `${plural(quality.length, 'quality edit', 'quality edits')} (${quality
        .map((q) => `${q.id}: ${plural(q.count, 'row', 'rows')}`)
        .join(', ')})`,
    )
  if (macro.length > 0)
    parts.push(
      `${plural(macro.length, 'macro edit', 'macro edits')} (${macro
        .map((m) => `${m.id}: ${m.sentence.replace(/\.$/, '')}`)
        .join('; ')})`,
    )
  const rows = result.stages
    .filter((s) => s.stage === 'syntactical' || s.stage === 'validity')
    .reduce((n, s) => n + s.findings, 0)
  return {
    text: `The platform will ask you to verify ${parts.join(' and ')}.`,
    later:
      rows > 0
        ? `The file also has syntactical or validity edits (${plural(rows, 'row', 'rows')}): the platform asks you to verify the quality and macro edits only after those are fixed.`
        : null,
  }
}
