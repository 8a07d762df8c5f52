/**
 * One sentence for a macro finding, in the filer's terms: the measured figure against the
 * platform's limit, e.g. "17.2% of the 1,000 records (172) have action taken 2 (approved but not
 * accepted); the platform asks you to verify this above 15%."
 */
import type { MacroFinding, PreapprovalFinding, ShareFinding, ExemptionFinding } from './macroCheck'

function count(n: number): string {
  return n.toLocaleString('en-US')
}

function records(n: number): string {
  return `${count(n)} ${n === 1 ? 'record' : 'records'}`
}

/** A limit as a percentage without needless decimals: 0.15 → "15%". */
function limitPercent(limit: number): string {
  return `${String(Math.round(limit * 1000) / 10)}%`
}

/**
 * The share as a percentage with one decimal, or more when one decimal would show a reported
 * share as equal to its limit (15.04% above 15% must not read "15.0%").
 */
function sharePercent(f: ShareFinding): string {
  const limit = f.limit * 100
  let text = ''
  for (let digits = 1; digits <= 6; digits++) {
    text = (f.share * 100).toFixed(digits)
    if (!f.triggered) break
    const shown = Number(text)
    if (f.bound === 'max' ? shown > limit : shown < limit) break
  }
  return `${text}%`
}

/** What the share edits count, as "<share> of the <total> <what> (<count>) <are what>". */
const SUBJECTS: Readonly<Record<ShareFinding['id'], { of: string; are: string; none: string }>> = {
  Q634: {
    of: 'home-purchase records',
    are: 'are originations',
    none: 'No record is a home purchase (loan purpose 1).',
  },
  Q635: {
    of: 'records',
    are: 'have action taken 2 (approved but not accepted)',
    none: 'The file has no records.',
  },
  Q636: {
    of: 'records',
    are: 'have action taken 4 (withdrawn by the applicant)',
    none: 'The file has no records.',
  },
  Q637: {
    of: 'records',
    are: 'have action taken 5 (file closed for incompleteness)',
    none: 'The file has no records.',
  },
  Q638: {
    of: 'records with action taken 1 to 6',
    are: 'are originations',
    none: 'No record has action taken 1 to 6, so originations cannot make up 20% of them; the platform asks you to verify this.',
  },
  Q640: {
    of: 'records with a whole-number income',
    are: 'have an income under $10,000 (less than 10)',
    none: 'No record has a whole-number income, so none is under $10,000.',
  },
}

function describeShare(f: ShareFinding): string {
  const subject = SUBJECTS[f.id]
  if (f.of === 0) return subject.none
  const of = f.of === 1 ? subject.of.replace('records', 'record') : subject.of
  const measured = `${sharePercent(f)} of the ${count(f.of)} ${of} (${count(f.count)}) ${subject.are}`
  const limit = limitPercent(f.limit)
  if (f.appliesAbove !== undefined && f.count <= f.appliesAbove) {
    return `${measured}; with ${count(f.appliesAbove)} or fewer originations the platform does not question the share.`
  }
  if (f.triggered) {
    return `${measured}; the platform asks you to verify this ${f.bound === 'max' ? 'above' : 'below'} ${limit}.`
  }
  return `${measured}; within the platform's limit (${f.bound === 'max' ? 'at most' : 'at least'} ${limit}).`
}

function describePreapproval(f: PreapprovalFinding): string {
  const denied =
    f.denied === 0 ? 'none is denied' : `${count(f.denied)} ${f.denied === 1 ? 'is' : 'are'} denied`
  const measured = `${records(f.requested)} ${f.requested === 1 ? 'is a preapproval request' : 'are preapproval requests'} and ${denied} (action taken 7)`
  if (f.triggered) {
    return `${measured}; with more than ${count(f.appliesAbove)} requests the platform asks you to verify a file without a denied request.`
  }
  if (f.requested <= f.appliesAbove) {
    return `${measured}; with ${count(f.appliesAbove)} or fewer requests the platform expects no denial.`
  }
  return `${measured}; the platform expects at least ${count(f.minDenied)}.`
}

function describeExemption(f: ExemptionFinding): string {
  const using = `${records(f.exemptRecords)} ${f.exemptRecords === 1 ? 'uses' : 'use'} a partial-exemption code`
  if (f.id === 'Q646') {
    return f.triggered
      ? `${using}; the platform asks you to confirm that the institution qualifies for the partial exemption.`
      : 'No record uses a partial-exemption code.'
  }
  if (!f.hudAgency) {
    return 'The transmittal sheet does not name HUD (agency 7), so exemption codes are not questioned by this edit.'
  }
  return f.triggered
    ? `The transmittal sheet names HUD (agency 7) and ${using}; the platform asks you to confirm them, as non-depository institutions are not expected to use exemption codes.`
    : 'No record uses a partial-exemption code.'
}

/** One sentence for a finding, reported or not. */
export function describeMacroFinding(f: MacroFinding): string {
  switch (f.kind) {
    case 'share':
      return describeShare(f)
    case 'preapproval':
      return describePreapproval(f)
    case 'exemption':
      return describeExemption(f)
  }
}
