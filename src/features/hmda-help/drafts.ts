/**
 * Entries not saved in HMDA Help's forms, kept in this tab's sessionStorage while they differ
 * from the record (a reload, an ended session or Back loses nothing), one entry per form. They
 * hold institution data and notes, so signing out, from any screen, removes them all (shared
 * office computers; see SIGNED_IN_ENTRIES_PREFIX).
 */
import type { InstitutionForm } from '@/lib/api/helpAdmin'
import { SIGNED_IN_ENTRIES_PREFIX } from '@/lib/auth/session'

/** Under the signed-in entries' prefix, so that any sign-out (session.ts) removes them. */
const PREFIX = `${SIGNED_IN_ENTRIES_PREFIX}help-draft:`

/** The storage key of a form's entries. */
export const draftKey = (mode: 'add' | 'edit', lei: string, year: string) =>
  `${PREFIX}${mode}:${lei}:${year}`

/** The entries kept for `key`, when they have the form's shape (else none). */
export function readDraft(key: string, shape: InstitutionForm): InstitutionForm | null {
  try {
    const text = sessionStorage.getItem(key)
    const draft: unknown = text ? JSON.parse(text) : null
    if (!draft || typeof draft !== 'object') return null
    const fields = draft as Record<string, unknown>
    const fits = Object.entries(shape).every(([k, v]) => typeof fields[k] === typeof v)
    return fits ? (draft as InstitutionForm) : null
  } catch {
    return null
  }
}

export function writeDraft(key: string, form: InstitutionForm) {
  try {
    sessionStorage.setItem(key, JSON.stringify(form))
  } catch {
    // Storage full or refused: the form still holds the entries.
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing to clear.
  }
}
