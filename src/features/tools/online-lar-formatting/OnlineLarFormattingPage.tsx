import { PageMeta } from '@/components/PageMeta'
import { Alert } from '@/components/Alert'
import { FormGroup } from '@/components/FormGroup'
import { ToolAnnouncements } from '../ToolAnnouncements'
import { ConfirmDialog } from './ConfirmDialog'
import { FilingCheckView } from './FilingCheckView'
import { LeaveGuard } from './LeaveGuard'
import { EditorSection } from './EditorSection'
import { LarTable, TsTable } from './RowTables'
import { OtherLinesSection, StartSection, SyncNoticeAlert } from './PageSections'
import type { DraftStore } from './storage'
import { useOnlineLarFormatting } from './useOnlineLarFormatting'
import './onlineLarFormatting.css'

/**
 * Online LAR Formatting: build or open a HMDA filing in the browser, edit its transmittal sheet
 * and LAR rows field by field or as raw text, and download it in the filing format.
 */
export function OnlineLarFormattingPage({ store: givenStore }: { store?: DraftStore } = {}) {
  const {
    id,
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
  } = useOnlineLarFormatting(givenStore)
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
      {notice && <SyncNoticeAlert notice={notice} onClose={() => setNotice(null)} />}

      <StartSection
        id={id}
        year={year}
        setYear={setYear}
        createFiling={createFiling}
        fileError={fileError}
        fileInput={fileInput}
        onFileChosen={onFileChosen}
      />

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
            <OtherLinesSection
              id={id}
              other={filing.other}
              onClear={() => dispatch({ type: 'clearOther' })}
            />
          )}

          <section className="olf-section" aria-labelledby={`${id}-rows`}>
            <h2 id={`${id}-rows`} tabIndex={-1}>
              Saved rows
            </h2>
            <FormGroup id={`${id}-search`} label="Search rows" className="olf-search">
              {(aria) => (
                <>
                  <input
                    {...aria}
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
                </>
              )}
            </FormGroup>
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
            <EditorSection
              id={id}
              year={filing.year}
              editor={editor}
              dirty={editorDirty}
              showRequired={showRequired}
              check={check}
              headingRef={editorHeading}
              onSave={saveRow}
              onDelete={deleteRow}
              onRevert={() => dispatch({ type: 'revert' })}
              onClose={closeEditor}
              onFieldChange={onFieldChange}
              onRowChange={onRowChange}
              onFieldsShown={onEditorFieldsShown}
            />
          )}
        </>
      )}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <LeaveGuard when={unsaved} ask={askToLeave} />
    </div>
  )
}
