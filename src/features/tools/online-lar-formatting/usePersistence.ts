/**
 * Keeps the tool's state in the browser's store and in step with other tabs that have the
 * same filing open:
 * - a moment after each change (and at once when the page is hidden, closed or left), the
 *   state is written in one step that checks whether another tab wrote since this tab last
 *   read or wrote the store; if so the two are merged (./sync) and this tab shows the result;
 * - another tab's write is noticed at once (the store's `subscribe`) and merged in the same way;
 * - when the page is being unloaded the state is also kept synchronously (`saveNow`), because
 *   an IndexedDB write started then may never finish.
 */
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react'
import { buildFileText, downloadFileName, type Filing } from './filing'
import { isEditorDirty, reducer, toDraft, type Action, type State } from './state'
import {
  storageErrorMessage,
  updateStore,
  type Draft,
  type DraftStore,
  type EditorDraft,
  type Stored,
} from './storage'
import { mergeFilings, sameFiling, type MergeResult } from './sync'

const SAVE_DELAY_MS = 400

/** What this tab last read from or wrote to the store. */
interface Base {
  readonly revision: number
  readonly filingId: string
  readonly filing: Filing | null
}

/** A message about a change made in another tab; `replaced` is this tab's filing, to download. */
export interface SyncNotice {
  readonly text: string
  readonly replaced: { readonly name: string; readonly text: string } | null
}

const filingOf = (draft: Draft): Filing => ({
  year: draft.year,
  ts: draft.ts,
  lar: draft.lar,
  other: draft.other,
})

const sameEditor = (a: EditorDraft | null, b: EditorDraft | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.kind === b.kind &&
    a.index === b.index &&
    a.baseline === b.baseline &&
    a.values.length === b.values.length &&
    a.values.every((v, i) => v === b.values[i]))

const rows = (n: number) => `${String(n)} LAR ${n === 1 ? 'row' : 'rows'}`

/** The sentence telling what a merge took from the other tab. */
export function describeMerge(merge: MergeResult, editorLost: boolean): string {
  const parts: string[] = []
  if (merge.addedThere > 0) parts.push(`${rows(merge.addedThere)} added`)
  if (merge.removedThere > 0) parts.push(`${rows(merge.removedThere)} deleted`)
  if (merge.tsThere) parts.push('the transmittal sheet changed')
  let text = 'This filing was also changed in another tab; both tabs’ changes are kept.'
  if (parts.length > 0) text += ` From the other tab: ${parts.join(', ')}.`
  if (merge.tsConflict)
    text +=
      ' Both tabs changed the transmittal sheet: this tab’s is kept, and the other tab’s is listed under “Lines to review”.'
  if (editorLost)
    text +=
      ' The row you are editing was deleted or changed in the other tab: saving it adds it as a new row.'
  return text
}

/** The filing a tab had, as a file to download (with the row being edited saved into it). */
function snapshot(state: State): SyncNotice['replaced'] {
  const withRow = isEditorDirty(state.editor) ? reducer(state, { type: 'save' }) : state
  const filing = withRow.filing
  if (!filing) return null
  return { name: downloadFileName(filing.ts, filing.year), text: buildFileText(filing) }
}

type Outcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'wrote'; readonly notice?: string }
  | { readonly kind: 'adopt'; readonly theirs: Draft | null; readonly replaced: boolean }
  | { readonly kind: 'merged'; readonly merge: MergeResult }

export function usePersistence(
  store: DraftStore,
  state: State,
  dispatch: Dispatch<Action>,
  onNotice: (notice: SyncNotice) => void,
) {
  const [loaded, setLoaded] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [saved, setSaved] = useState<State | null>(null)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef(state)
  const base = useRef<Base>({ revision: 0, filingId: '', filing: null })
  /** The editor and download flag as last written by this tab. */
  const written = useRef<{ editor: EditorDraft | null; changed: boolean }>({
    editor: null,
    changed: false,
  })
  const running = useRef(false)
  const again = useRef(false)
  const noticeRef = useRef(onNotice)
  useEffect(() => {
    latest.current = state
    noticeRef.current = onNotice
  })

  const syncOnce = useCallback(async () => {
    const mine = latest.current
    const b = base.current
    let outcome: Outcome = { kind: 'none' }
    const write = (revision: number, s: State): Stored => ({ revision, draft: toDraft(s) })
    const stored = await updateStore(store, (current) => {
      const changedHere = mine.filingId !== b.filingId || !sameFiling(mine.filing, b.filing)
      const editorChanged =
        !sameEditor(mine.editor, written.current.editor) ||
        mine.changedSinceDownload !== written.current.changed
      if (current.revision === b.revision) {
        if (!changedHere && !(editorChanged && mine.filing)) return undefined
        outcome = { kind: 'wrote' }
        return write(current.revision + 1, mine)
      }
      // Another tab wrote since this one last read or wrote.
      const theirs = current.draft
      if (!theirs) {
        if (!mine.filing) return undefined
        if (!changedHere && !isEditorDirty(mine.editor)) {
          // Closed in another tab, and nothing here that is not stored: close it here too.
          outcome = { kind: 'adopt', theirs: null, replaced: false }
          return undefined
        }
        outcome = {
          kind: 'wrote',
          notice:
            'This filing was closed in another tab, but this tab has changes to it that were not saved yet, so it stays open here and is saved in this browser again.',
        }
        return write(current.revision + 1, mine)
      }
      const theirsId = theirs.filingId ?? ''
      if (mine.filingId !== b.filingId && mine.filing) {
        // This tab started or opened another filing since: that is the newer choice.
        outcome = { kind: 'wrote' }
        return write(current.revision + 1, mine)
      }
      if (!mine.filing || theirsId !== mine.filingId) {
        outcome = { kind: 'adopt', theirs, replaced: mine.filing !== null }
        return undefined
      }
      if (sameFiling(filingOf(theirs), mine.filing)) {
        // What is stored is this tab's filing already (e.g. its own write kept at unload).
        if (!editorChanged) return undefined
        outcome = { kind: 'wrote' }
        return write(current.revision + 1, mine)
      }
      if (!changedHere || !b.filing) {
        outcome = { kind: 'adopt', theirs, replaced: false }
        // This tab's open row and download flag still go to the store.
        if (!editorChanged) return undefined
        return write(current.revision + 1, {
          ...mine,
          filing: filingOf(theirs),
          changedSinceDownload: theirs.changedSinceDownload,
        })
      }
      const merge = mergeFilings(b.filing, mine.filing, filingOf(theirs))
      outcome = { kind: 'merged', merge }
      return write(current.revision + 1, {
        ...mine,
        filing: merge.filing,
        changedSinceDownload: true,
      })
    })

    const o = outcome as Outcome
    /** Dispatches, and updates `latest` at once: a sync that follows must see the result. */
    const apply = (action: Action) => {
      latest.current = reducer(latest.current, action)
      dispatch(action)
    }
    if (o.kind === 'none' || o.kind === 'wrote') {
      base.current = { revision: stored.revision, filingId: mine.filingId, filing: mine.filing }
      written.current = { editor: mine.editor, changed: mine.changedSinceDownload }
      setSaved(mine)
      if (o.kind === 'wrote' && o.notice) noticeRef.current({ text: o.notice, replaced: null })
      return
    }
    if (o.kind === 'adopt') {
      const theirs = o.theirs
      const filing = theirs ? filingOf(theirs) : null
      const filingId = theirs?.filingId ?? ''
      base.current = { revision: stored.revision, filingId, filing }
      written.current = {
        editor: stored.draft?.editor ?? null,
        changed: stored.draft?.changedSinceDownload ?? false,
      }
      if (!filing && mine.filing) {
        apply({ type: 'close' })
        noticeRef.current({
          text: 'This filing was closed in another tab, so it is closed here too.',
          replaced: null,
        })
      } else if (filing && (filingId !== mine.filingId || !sameFiling(filing, mine.filing))) {
        const changed = theirs?.changedSinceDownload ?? true
        apply({ type: 'sync', filing, filingId, changedSinceDownload: changed })
        if (o.replaced) {
          noticeRef.current({
            text: 'Another tab started or opened a different filing, which is now the one kept in this browser and shown here. You can still download the filing this tab had.',
            replaced: snapshot(mine),
          })
        } else if (mine.filing) {
          const merge = mergeFilings(mine.filing, mine.filing, filing)
          noticeRef.current({ text: describeMerge(merge, false), replaced: null })
        } else {
          noticeRef.current({
            text: 'This filing was saved in another tab, so it is shown here too.',
            replaced: null,
          })
        }
      } else {
        setSaved(mine)
      }
      return
    }
    // Merged: both tabs' changes are in the store; show them here.
    const merged = o.merge.filing
    base.current = { revision: stored.revision, filingId: mine.filingId, filing: merged }
    written.current = { editor: mine.editor, changed: true }
    apply({ type: 'sync', filing: merged, filingId: mine.filingId, changedSinceDownload: true })
    const next = reducer(mine, {
      type: 'sync',
      filing: merged,
      filingId: mine.filingId,
      changedSinceDownload: true,
    })
    const editorLost =
      mine.editor?.kind === 'lar' && mine.editor.index !== null && next.editor?.index === null
    noticeRef.current({ text: describeMerge(o.merge, editorLost), replaced: null })
  }, [store, dispatch])

  /** Runs one sync at a time; a request during a run runs once more after it. */
  const sync = useCallback(async () => {
    if (running.current) {
      again.current = true
      return
    }
    running.current = true
    try {
      do {
        again.current = false
        await syncOnce()
      } while (again.current)
      setError(null)
    } catch (e: unknown) {
      setError(storageErrorMessage(e))
    } finally {
      running.current = false
    }
  }, [syncOnce])

  // Load once.
  useEffect(() => {
    let live = true
    updateStore(store, () => undefined).then(
      (stored) => {
        if (!live) return
        const draft = stored.draft
        const filingId = draft?.filingId ?? ''
        base.current = {
          revision: stored.revision,
          filingId,
          filing: draft ? filingOf(draft) : null,
        }
        written.current = {
          editor: draft?.editor ?? null,
          changed: draft?.changedSinceDownload ?? false,
        }
        if (draft) {
          const action: Action = {
            type: 'load',
            filing: filingOf(draft),
            editor: draft.editor,
            changedSinceDownload: draft.changedSinceDownload,
            filingId,
          }
          latest.current = reducer(latest.current, action)
          dispatch(action)
        }
        setLoaded(true)
      },
      () => {
        if (!live) return
        setLoadError('Work saved earlier in this browser could not be read.')
        setLoaded(true)
      },
    )
    return () => {
      live = false
    }
  }, [store, dispatch])

  // A moment after each change.
  useEffect(() => {
    if (!loaded) return
    const timer = setTimeout(() => void sync(), SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state, loaded, sync])

  // Another tab wrote: merge at once.
  useEffect(() => {
    if (!loaded || !store.subscribe) return
    return store.subscribe(() => void sync())
  }, [store, loaded, sync])

  // At once when the page is hidden, closed or left (in-app navigation unmounts the tool).
  useEffect(() => {
    if (!loaded) return
    const keepNow = () => {
      const mine = latest.current
      const b = base.current
      const unchanged =
        mine.filingId === b.filingId &&
        sameFiling(mine.filing, b.filing) &&
        sameEditor(mine.editor, written.current.editor)
      if (unchanged || !store.saveNow) return
      store.saveNow({ baseRevision: b.revision, draft: toDraft(mine) })
    }
    const onPageHide = () => {
      keepNow()
      void sync()
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keepNow()
      void sync()
    }
    window.addEventListener('pagehide', onPageHide)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      document.removeEventListener('visibilitychange', onVisibility)
      void sync()
    }
  }, [store, loaded, sync])

  return { loaded, loadError, savedInBrowser: saved === state, error }
}
