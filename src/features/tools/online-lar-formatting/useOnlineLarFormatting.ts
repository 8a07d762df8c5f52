/**
 * The state of the Online LAR Formatting page: the filing and the row being edited (./state),
 * the page's own choices and messages, and what each action does (confirming first when work
 * would be lost). The page (./OnlineLarFormattingPage) only lays it out.
 */
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
import { createRowParser } from '@/hmda/parse'
import { getFields, isFilingYear } from '@/hmda/schema'
import { FILING_YEARS, type FilingYear, type RecordKind } from '@/hmda/types'
import { detectFileKindOf, fileKindMessage } from '@/lib/fileType'
import { saveFile, TEXT_TYPE } from '@/lib/saveFile'
import type { ConfirmRequest } from './ConfirmDialog'
import { describeReport, useFilingCheck } from './filingCheck'
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
import type { AskToLeave } from './LeaveGuard'
import {
  INITIAL_STATE,
  hasUnsavedWork,
  newFilingId,
  savedValues,
  isEditorDirty,
  newFiling,
  reducer,
} from './state'
import { rowEditorModule } from './rowEditorModule'
import { createDefaultStore, type DraftStore } from './storage'
import { usePersistence, type SyncNotice } from './usePersistence'

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

export function useOnlineLarFormatting(givenStore?: DraftStore) {
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

  // With a filing open, a row is likely to be opened next: load the editor ahead of it (the
  // first visit, with no filing, does not load it).
  const hasFiling = filing !== null
  useEffect(() => {
    if (hasFiling) rowEditorModule.afterLoad(() => {})
  }, [hasFiling])

  // A row opened by the user gets focus once its fields are in the page (they are loaded with
  // the first row opened), so that Tab from the heading reaches them; a row restored on load
  // does not. The fields come either with the commit that opens the row or later, when loaded.
  const fieldsShown = useRef(false)
  const focusOpenedRow = useCallback(() => {
    if (!focusEditor.current || !fieldsShown.current) return
    focusEditor.current = false
    editorHeading.current?.focus()
  }, [])
  const onEditorFieldsShown = useCallback(
    (shown: boolean) => {
      fieldsShown.current = shown
      focusOpenedRow()
    },
    [focusOpenedRow],
  )
  useEffect(() => {
    if (editor) focusOpenedRow()
    else focusEditor.current = false
  }, [editor, focusOpenedRow])

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

  return {
    id,
    state,
    dispatch,
    notice,
    setNotice,
    year,
    setYear,
    confirm,
    setConfirm,
    message,
    fileError,
    problems,
    showRequired,
    search,
    setSearch,
    deferredSearch,
    fileInput,
    editorHeading,
    problemsRef,
    checkHeading,
    filing,
    editor,
    unsaved,
    editorDirty,
    persistence,
    loaded,
    loadError,
    filingCheck,
    check,
    larIndices,
    tsMatches,
    askToLeave,
    createFiling,
    onFileChosen,
    closeFiling,
    editRow,
    saveRow,
    deleteRow,
    closeEditor,
    download,
    checkFiling,
    onFieldChange,
    onRowChange,
    onEditorFieldsShown,
  }
}

export type OnlineLarFormatting = ReturnType<typeof useOnlineLarFormatting>
