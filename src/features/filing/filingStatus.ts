import type { FilingPeriod } from '../../config/types'

/** A period's status in words, for the filing landing page. */
export function statusSentence(
  p: FilingPeriod,
  preview: boolean,
): { label: string; detail: string } {
  if (preview) {
    return {
      label: 'Open for testing',
      detail:
        'This period is open ahead of its calendar so that filers can test their submissions.',
    }
  }
  if (p.isOpen) {
    return {
      label: 'Open',
      detail: `Filing is open. Submit by ${p.lateDate} (Eastern time) for your filing to be timely.`,
    }
  }
  if (p.isLate) {
    return {
      label: 'Open for late filing',
      detail: `The timely filing deadline was ${p.lateDate}. Submissions and resubmissions are accepted until ${p.endDate}, and are marked late.`,
    }
  }
  if (p.isPassed) {
    return {
      label: 'Closed',
      detail: `Filing for this period ended on ${p.endDate}. Write to HMDA Help if you need to change data for it.`,
    }
  }
  return { label: 'Not yet open', detail: `Filing opens on ${p.startDate}.` }
}

/** Fills the sign-in address template. */
export const signInHref = (template: string, period: string, origin: string) =>
  template.replaceAll('{period}', encodeURIComponent(period)).replaceAll('{origin}', origin)
