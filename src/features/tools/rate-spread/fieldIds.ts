import type { RateSpreadField } from '@/hmda/rateSpread'

/** Element ids; for radio groups, the id of the group (the fieldset). */
export const IDS: Record<RateSpreadField, string> = {
  actionTakenType: 'rs-action',
  reverseMortgage: 'rs-reverse',
  amortizationType: 'rs-amortization',
  lockInDate: 'rs-date',
  apr: 'rs-apr',
  loanTerm: 'rs-term',
}

/** The control to focus for a field: the input, or the chosen (else first) radio of a group. */
export function focusField(field: RateSpreadField) {
  const element = document.getElementById(IDS[field])
  if (!element) return
  const target =
    element.tagName === 'FIELDSET'
      ? (element.querySelector<HTMLInputElement>('input:checked') ??
        element.querySelector<HTMLInputElement>('input'))
      : element
  target?.focus()
}
