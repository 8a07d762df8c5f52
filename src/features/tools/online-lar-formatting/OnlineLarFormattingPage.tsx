import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { PageMeta } from '../../../components/PageMeta'
import { Alert } from '../../../components/Alert'
import { createRowParser } from '../../../hmda/parse'
import { getFields, isFilingYear } from '../../../hmda/schema'
import { FILING_YEARS, type FilingYear, type RecordKind } from '../../../hmda/types'
import { detectFileKindOf, fileKindMessage } from '../../../lib/fileType'
import { saveFile, TEXT_TYPE } from '../../../lib/saveFile'
import { ToolAnnouncements } from '../ToolAnnouncements'
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog'
import { describeReport, useFilingCheck } from './filingCheck'
import { FilingCheckView } from './FilingCheckView'
import { describeSaved, loadRowChecks, useRowCheck } from './rowCheck'
import { countFieldErrors } from './validation'
import {
  buildFileText,
  downloadFileName,
  downloadProblems,
  parseFilingText,
  searchRows,
  valuesToRow,
} from './filing'
import { LeaveGuard, type AskToLeave } from './LeaveGuard'
import { RowEditor } from './RowEditor'
import { LarTable, TsTable } from './RowTables'
import {
  INITIAL_STATE,
  hasUnsavedWork,
  newFilingId,
  savedValues,
  isEditorDirty,
  newFiling,
  reducer,
} from './state'
import { createDefaultStore, type DraftStore } from './storage'
import { usePersistence, type SyncNotice } from './usePersistence'
import './onlineLarFormatting.css'

function defaultYear(): FilingYear {
  const previous = new Date().getFullYear() - 1
  return isFilingYear(previous) ? previous : (FILING_YEARS[FILING_YEARS.length - 1] ?? 2026)
}

/** A row's name at the start of a sentence. */
const rowTitle = (kind: RecordKind, index: number | null) =>
  kind === 'ts'
    ? 'Transmittal sheet'
    : index === null
      ? 'New LAR row'
      : `LAR row ${String(index + 1)}`

const rowName = (kind: RecordKind, index: number | null) =>
  kind === 'ts'
    ? 'the transmittal sheet'
    : index === null
      ? 'the new LAR row'
      : `LAR row ${String(index + 1)}`

/**
 * Online LAR Formatting: build or open a HMDA filing in the browser, edit its transmittal sheet
 * and LAR rows field by field or as raw text, and download it in the filing format.
 */
export function OnlineLarFormattingPage({ store: givenStore }: { store?: DraftStore } = {}) {
  const store = useMemo(() => givenStore ?? createDefaultStore(), [givenStore])
  const id = useId()
  const [state, dispatch] = useReducer(reducer, INITIAL_STATE)
  const [notice, setNotice] = useState<SyncNotice | null>(null)
  const [year, setYear] = useState<FilingYear>(defaultYear)
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null)
  const [message, setMessage] = useState('')
  /** Why the file chosen last was not opened. */
  const [fileError, setFileError] = useState<string | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  const [showRequired, setShowRequired] = useState(false)
  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search)
  const fileInput = useRef<HTMLInputElement>(null)
  const editorHeading = useRef<HTMLHeadingElement>(null)
  const problemsRef = useRef<HTMLDivElement>(null)
  const focusEditor = useRef(false)
  const checkHeading = useRef<HTMLHeadingElement>(null)

  const { filing, editor } = state
  const unsaved = hasUnsavedWork(state)
  const editorDirty = isEditorDirty(editor)
  const persistence = usePersistence(store, state, dispatch, setNotice)
  const { loaded, loadError } = persistence
  const fileText = useMemo(() => (filing ? buildFileText(filing) : null), [filing])
  const filingCheck = useFilingCheck(fileText)
  const checkedRow = filing && editor ? valuesToRow(savedValues(filing, editor)) : null
  const check = useRowCheck(
    filing && editor && checkedRow !== null
      ? {
          year: filing.year,
          kind: editor.kind,
          row: checkedRow,
          ts: editor.kind === 'lar' ? filing.ts : null,
          expectedYear: editor.kind === 'ts' ? filing.year : undefined,
        }
      : null,
  )

  useEffect(() => {
    if (focusEditor.current && editor) editorHeading.current?.focus()
    focusEditor.current = false
  }, [editor])

  const larIndices = useMemo(
    () => (filing ? searchRows(filing.lar, deferredSearch) : []),
    [filing, deferredSearch],
  )
  const tsMatches = useMemo(
    () => filing?.ts != null && searchRows([filing.ts], deferredSearch).length === 1,
    [filing, deferredSearch],
  )

  /** Runs `action` at once, or after confirmation when `risky`. */
  const confirmIf = (
    risky: boolean,
    request: Omit<ConfirmRequest, 'onConfirm'>,
    action: () => void,
  ) => {
    if (risky) setConfirm({ ...request, onConfirm: action })
    else action()
  }

  const askToLeave = useCallback<AskToLeave>(
    (proceed, stay) =>
      setConfirm({
        title: 'Leave this page?',
        message:
          'You have changes that are not downloaded or not saved to a row. Your filing stays saved in this browser, but a row you are editing and not yet saved may be lost.',
        confirmLabel: 'Leave this page',
        cancelLabel: 'Stay on this page',
        onConfirm: proceed,
        onCancel: stay,
      }),
    [],
  )

  const replaceRequest = {
    title: 'Replace the current filing?',
    message:
      'The filing you are working on has changes that you have not downloaded. Starting another filing discards it.',
    confirmLabel: 'Discard and continue',
    danger: true,
  }

  const createFiling = () =>
    confirmIf(unsaved, replaceRequest, () => {
      focusEditor.current = true
      dispatch({
        type: 'load',
        filing: newFiling(year),
        changedSinceDownload: false,
        filingId: newFilingId(),
      })
      setNotice(null)
      dispatch({ type: 'edit', kind: 'ts', index: null })
      setProblems([])
      setShowRequired(false)
      setMessage(`New ${String(year)} filing started. Fill in the transmittal sheet first.`)
    })

  const openFile = async (file: File) => {
    const text = await file.text()
    const parsed = parseFilingText(text)
    if (parsed.ts === null && parsed.lar.length === 0) {
      setFileError(
        `${file.name} was not opened: none of its lines is a transmittal sheet (starting 1|) or a LAR row (starting 2|). Open the pipe-delimited filing file instead.`,
      )
      return
    }
    const fileYear = parsed.year ?? year
    dispatch({
      type: 'load',
      filing: { year: fileYear, ts: parsed.ts, lar: parsed.lar, other: parsed.other },
      changedSinceDownload: false,
      filingId: newFilingId(),
    })
    setNotice(null)
    setFileError(null)
    setProblems([])
    setSearch('')
    const parts = [
      `Opened ${file.name}: ${parsed.ts === null ? 'no' : 'a'} transmittal sheet and ${String(parsed.lar.length)} LAR ${parsed.lar.length === 1 ? 'row' : 'rows'}`,
    ]
    if (parsed.other.length > 0)
      parts.push(
        `${String(parsed.other.length)} other ${parsed.other.length === 1 ? 'line is' : 'lines are'} listed for review`,
      )
    if (parsed.year === null)
      parts.push(
        `the filing year could not be read from a transmittal sheet, so ${String(fileYear)} is used`,
      )
    setMessage(`${parts.join('; ')}.`)
  }

  const onFileChosen = (file: File | undefined) => {
    if (!file) return
    setFileError(null)
    // Only a text file is read as a filing: say what any other file is, and load nothing.
    detectFileKindOf(file).then(
      (kind) => {
        const problem = fileKindMessage(
          kind,
          'Open the pipe-delimited text file (.txt, UTF-8) of the filing instead.',
        )
        if (problem) {
          resetFileInput()
          setFileError(`${file.name} was not opened. ${problem}`)
          return
        }
        confirmIf(unsaved, { ...replaceRequest, onCancel: () => resetFileInput() }, () => {
          openFile(file).then(resetFileInput, () => {
            resetFileInput()
            setFileError(`${file.name} could not be read. Choose the file again.`)
          })
        })
      },
      () => {
        resetFileInput()
        setFileError(`${file.name} could not be read. Choose the file again.`)
      },
    )
  }
  const resetFileInput = () => {
    if (fileInput.current) fileInput.current.value = ''
  }

  const closeFiling = () =>
    confirmIf(
      unsaved,
      {
        title: 'Close this filing?',
        message:
          'The filing has changes that you have not downloaded. Closing it removes it from this browser.',
        confirmLabel: 'Close without downloading',
        danger: true,
      },
      () => {
        dispatch({ type: 'close' })
        setProblems([])
        setMessage('Filing closed.')
      },
    )

  const editRow = (kind: RecordKind, index: number | null) => {
    if (editor && editor.kind === kind && editor.index === index && index !== null) {
      editorHeading.current?.focus()
      return
    }
    confirmIf(
      editorDirty,
      {
        title: 'Discard your changes?',
        message: `You have changed ${editor ? rowName(editor.kind, editor.index) : 'the row'} without saving it. Open another row and discard those changes?`,
        confirmLabel: 'Discard changes',
        danger: true,
      },
      () => {
        focusEditor.current = true
        setShowRequired(false)
        dispatch({ type: 'edit', kind, index })
      },
    )
  }

  const saveRow = () => {
    if (!filing || !editor || checkedRow === null) return
    const input = {
      year: filing.year,
      kind: editor.kind,
      row: checkedRow,
      ts: editor.kind === 'lar' ? filing.ts : null,
      expectedYear: editor.kind === 'ts' ? filing.year : undefined,
    }
    const formatOnly = countFieldErrors(getFields(filing.year, editor.kind), editor.values, true)
    const isNew = editor.index === null
    const index = editor.kind === 'lar' && isNew ? filing.lar.length : editor.index
    dispatch({ type: 'save' })
    setShowRequired(formatOnly > 0)
    setProblems([])
    const what = `${rowTitle(editor.kind, index)} ${isNew ? 'saved' : 'updated'}.`
    // The message says what the verifier would report: once its checks are loaded, if they
    // were not yet; if they cannot be loaded, what the format check alone finds.
    const formatMessage =
      formatOnly > 0
        ? ` ${String(formatOnly)} ${formatOnly === 1 ? 'field has' : 'fields have'} format errors; fix them before you file.`
        : ''
    if (check?.status === 'ready') {
      setMessage(`${what}${describeSaved(check.check)}`)
      return
    }
    setMessage(what)
    loadRowChecks().then(
      (checks) => setMessage(`${what}${describeSaved(checks.checkRow(input))}`),
      () => setMessage(`${what}${formatMessage}`),
    )
  }

  const deleteRow = () => {
    if (!editor || editor.index === null) return
    const { kind, index } = editor
    const name = rowName(kind, index)
    setConfirm({
      title: `Delete ${name}?`,
      message: `${rowTitle(kind, index)} will be removed from the filing. This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        dispatch({ type: 'delete', kind, index })
        setMessage(`${rowTitle(kind, index)} deleted.`)
        requestAnimationFrame(() => document.getElementById(`${id}-rows`)?.focus())
      },
    })
  }

  const closeEditor = () =>
    confirmIf(
      editorDirty,
      {
        title: 'Discard your changes?',
        message: 'The row has changes that are not saved. Close the editor and discard them?',
        confirmLabel: 'Discard changes',
        danger: true,
      },
      () => dispatch({ type: 'closeEditor' }),
    )

  const download = () => {
    if (!filing) return
    const found = downloadProblems(filing)
    setProblems(found)
    if (found.length > 0) {
      setMessage('')
      requestAnimationFrame(() => problemsRef.current?.focus())
      return
    }
    const name = downloadFileName(filing.ts, filing.year)
    saveFile(name, buildFileText(filing), TEXT_TYPE)
    dispatch({ type: 'downloaded' })
    const parse = createRowParser(filing.year, 'lar')
    const withErrors = filing.lar.reduce((n, row) => n + (parse(row).errors.length > 0 ? 1 : 0), 0)
    const notes = [`Downloaded ${name}.`]
    if (withErrors > 0)
      notes.push(
        `${String(withErrors)} LAR ${withErrors === 1 ? 'row has' : 'rows have'} format errors; fix them before you file.`,
      )
    if (editorDirty) notes.push('The row you are editing has changes that are not in the file.')
    setMessage(notes.join(' '))
  }

  /** Checks the whole filing as File Format Verification would, quality and macro edits too. */
  const checkFiling = () => {
    if (!filing || fileText === null) return
    const found = downloadProblems(filing)
    setProblems(found)
    if (found.length > 0) {
      setMessage('')
      requestAnimationFrame(() => problemsRef.current?.focus())
      return
    }
    setMessage('Checking the filing…')
    void filingCheck.run(fileText, filing.ts !== null, filing.year).then((report) => {
      setMessage(report ? describeReport(report) : 'The filing was not checked.')
      requestAnimationFrame(() => checkHeading.current?.focus())
    })
  }

  const onFieldChange = useCallback(
    (index: number, value: string) => dispatch({ type: 'setField', index, value }),
    [],
  )
  const onRowChange = useCallback((values: string[]) => dispatch({ type: 'change', values }), [])

  return (
    <div className="grid-container page olf">
      <PageMeta
        title="Online LAR Formatting"
        description="Online LAR Formatting: create or open a HMDA filing in your browser, edit the transmittal sheet and LAR rows field by field, and download the pipe-delimited file."
      />
      <h1>Online LAR Formatting</h1>
      <ToolAnnouncements tool="Online LAR Formatting" />
      <p className="usa-intro">
        Build a HMDA filing from scratch or open an existing file, edit the transmittal sheet and
        loan/application register rows field by field, and download the file in the filing format.
      </p>
      <p>
        Everything runs in your browser: your data is not sent anywhere. Your work is kept in this
        browser until you close the filing, so you can come back to it later.
      </p>

      <div className="olf-status" role="status">
        {message}
      </div>
      {loadError && (
        <Alert type="warning" slim>
          {loadError}
        </Alert>
      )}
      {persistence.error && (
        <Alert type="error" slim>
          {persistence.error}
        </Alert>
      )}
      {notice && (
        <div className="olf-notice" role="region" aria-label="Changed in another tab">
          <Alert type="info" slim live onClose={() => setNotice(null)}>
            {notice.text}
            {notice.replaced && (
              <>
                {' '}
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => {
                    if (notice.replaced)
                      saveFile(notice.replaced.name, notice.replaced.text, TEXT_TYPE)
                  }}
                >
                  Download the filing this tab had
                </button>
              </>
            )}
          </Alert>
        </div>
      )}

      <section className="olf-section" aria-labelledby={`${id}-start`}>
        <h2 id={`${id}-start`}>Start a filing</h2>
        <div className="olf-start">
          <div className="olf-start__part">
            <label className="usa-label" htmlFor={`${id}-year`}>
              Filing year
            </label>
            <select
              id={`${id}-year`}
              className="usa-select"
              value={year}
              onChange={(e) => {
                const next = Number(e.target.value)
                if (isFilingYear(next)) setYear(next)
              }}
            >
              {FILING_YEARS.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <button type="button" className="usa-button olf-start__button" onClick={createFiling}>
              Create a new filing
            </button>
          </div>
          <div className="olf-start__part">
            <label className="usa-label" htmlFor={`${id}-file`}>
              Open a filing file (.txt)
            </label>
            <div className="usa-hint" id={`${id}-file-hint`}>
              A pipe-delimited file: the transmittal sheet row, then one row per loan. The filing
              year is taken from the transmittal sheet.
            </div>
            {fileError && (
              <p className="usa-error-message olf-file-error" id={`${id}-file-error`} role="alert">
                {fileError}
              </p>
            )}
            <input
              ref={fileInput}
              id={`${id}-file`}
              className="olf-file"
              type="file"
              accept=".txt,text/plain"
              aria-describedby={fileError ? `${id}-file-error ${id}-file-hint` : `${id}-file-hint`}
              aria-invalid={fileError ? true : undefined}
              onChange={(e) => onFileChosen(e.target.files?.[0])}
            />
          </div>
        </div>
      </section>

      {!loaded && <p>Loading your saved work…</p>}

      {filing && (
        <>
          <section className="olf-section" aria-labelledby={`${id}-filing`}>
            <h2 id={`${id}-filing`}>Your {filing.year} filing</h2>
            <p>
              {filing.ts === null ? 'No transmittal sheet' : 'Transmittal sheet'} and{' '}
              {filing.lar.length} LAR {filing.lar.length === 1 ? 'row' : 'rows'}.{' '}
              <span className="olf-muted">
                {persistence.savedInBrowser ? 'All changes are saved in this browser.' : 'Saving…'}
              </span>
            </p>
            {problems.length > 0 && (
              <div ref={problemsRef} tabIndex={-1} className="olf-problems">
                <Alert type="error" heading="The file cannot be downloaded yet">
                  <ul>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </Alert>
              </div>
            )}
            <div className="olf-actions">
              <button type="button" className="usa-button" onClick={download}>
                Download the file
              </button>
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={checkFiling}
              >
                Check the whole filing
              </button>
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={closeFiling}
              >
                Close this filing
              </button>
            </div>
          </section>

          <FilingCheckView
            id={`${id}-check`}
            state={filingCheck.state}
            stale={filingCheck.stale}
            onRetry={checkFiling}
            headingRef={checkHeading}
          />

          {filing.other.length > 0 && (
            <section className="olf-section" aria-labelledby={`${id}-other`}>
              <h2 id={`${id}-other`}>Lines to review</h2>
              <p>
                These lines of the file are neither a transmittal sheet nor a LAR row, so they are
                not part of the filing. Fix them in a LAR row if they belong there.
              </p>
              <div
                className="olf-table-wrap"
                tabIndex={0}
                role="region"
                aria-label="Lines to review, scrollable"
              >
                <table className="olf-table olf-table--other">
                  <caption className="usa-sr-only">Lines to review</caption>
                  <thead>
                    <tr>
                      <th scope="col">Line</th>
                      <th scope="col">Text</th>
                      <th scope="col">Why it was set aside</th>
                    </tr>
                  </thead>
                  <tbody>
                    {filing.other.map((o, i) => (
                      <tr key={`${String(o.line)}-${String(i)}`}>
                        <td>{o.line === 0 ? 'Another tab' : o.line}</td>
                        <td className="olf-mono">{o.text}</td>
                        <td>{o.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => dispatch({ type: 'clearOther' })}
              >
                Remove these lines from the list
              </button>
            </section>
          )}

          <section className="olf-section" aria-labelledby={`${id}-rows`}>
            <h2 id={`${id}-rows`} tabIndex={-1}>
              Saved rows
            </h2>
            <div className="usa-form-group olf-search">
              <label className="usa-label" htmlFor={`${id}-search`}>
                Search rows
              </label>
              <input
                id={`${id}-search`}
                className="usa-input"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                aria-describedby={`${id}-search-count`}
              />
              <p className="olf-muted" id={`${id}-search-count`}>
                {deferredSearch.trim() === ''
                  ? `${String(filing.lar.length)} LAR ${filing.lar.length === 1 ? 'row' : 'rows'}.`
                  : filing.lar.length === 1
                    ? `${String(larIndices.length)} of 1 LAR row matches.`
                    : `${String(larIndices.length)} of ${String(filing.lar.length)} LAR rows match.`}
              </p>
            </div>
            <TsTable
              ts={filing.ts}
              matches={tsMatches}
              selected={editor?.kind === 'ts' && editor.index !== null}
              onEdit={() => editRow('ts', 0)}
            />
            {filing.ts === null && editor?.kind !== 'ts' && (
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => editRow('ts', null)}
              >
                Add the transmittal sheet
              </button>
            )}
            <h3 className="olf-subheading">Loan/application register (LAR)</h3>
            <LarTable
              year={filing.year}
              rows={filing.lar}
              indices={larIndices}
              selected={editor?.kind === 'lar' ? editor.index : null}
              onEdit={(index) => editRow('lar', index)}
            />
            <button
              type="button"
              className="usa-button olf-new-row"
              onClick={() => editRow('lar', null)}
            >
              New LAR row
            </button>
          </section>

          {editor && (
            <section className="olf-section olf-edit" aria-labelledby={`${id}-edit`}>
              <h2 id={`${id}-edit`} ref={editorHeading} tabIndex={-1}>
                {editor.kind === 'ts'
                  ? editor.index === null
                    ? 'New transmittal sheet'
                    : 'Edit the transmittal sheet'
                  : editor.index === null
                    ? 'New LAR row'
                    : `Edit LAR row ${String(editor.index + 1)}`}
              </h2>
              <p className="olf-muted">
                {editorDirty ? 'This row has changes that are not saved.' : 'No unsaved changes.'}
              </p>
              <div className="olf-actions olf-edit__actions">
                <button type="button" className="usa-button" onClick={saveRow}>
                  {editor.index === null ? 'Save row' : 'Update row'}
                </button>
                {editor.index !== null && (
                  <button
                    type="button"
                    className="usa-button usa-button--secondary"
                    onClick={deleteRow}
                  >
                    Delete row
                  </button>
                )}
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => dispatch({ type: 'revert' })}
                  disabled={!editorDirty}
                >
                  Undo changes
                </button>
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={closeEditor}
                >
                  Close the editor
                </button>
              </div>
              <RowEditor
                key={`${editor.kind}-${String(editor.index)}`}
                year={filing.year}
                kind={editor.kind}
                values={editor.values}
                showRequired={showRequired || editor.index !== null}
                onFieldChange={onFieldChange}
                onRowChange={onRowChange}
                check={check}
              />
            </section>
          )}
        </>
      )}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <LeaveGuard when={unsaved} ask={askToLeave} />
    </div>
  )
}
