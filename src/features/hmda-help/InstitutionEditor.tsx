import { Link } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { bodyToForm, emptyForm, institutionQuery } from '@/lib/api/helpAdmin'
import { useRemoteQuery } from '@/lib/api/queries'
import { EditorDialogs } from './EditorDialogs'
import { EditorFields } from './EditorFields'
import { EditorNotices } from './EditorNotices'
import { helpClients } from './helpClient'
import { helpPath, helpYears } from './helpModel'
import { NoteHistory } from './NoteHistory'
import { useInstitutionEditor, type EditorOptions } from './useInstitutionEditor'

export interface InstitutionEditorProps {
  mode: 'add' | 'edit'
  lei: string
  year: string
}

/** Add (`/hmda-help/add`) or update (`/hmda-help/institutions/{lei}/year/{yyyy}`) a record. */
export function InstitutionEditor({ mode, lei, year }: InstitutionEditorProps) {
  const config = useConfig()
  const { admin } = helpClients(config)
  const years = helpYears(config)
  const loaded = useRemoteQuery({
    ...institutionQuery(admin, lei, year),
    enabled: mode === 'edit',
  })
  if (mode === 'add')
    return <EditorForm mode="add" initial={emptyForm(year || years[0] || '', lei)} years={years} />

  const title = `${lei}: ${year} record`
  if (loaded.status === 'loading' || loaded.status === 'idle')
    return (
      <>
        <PageMeta title={title} description="HMDA Help: update an institution record." />
        <h1>
          Update the {year} record of {lei}
        </h1>
        <Spinner label="Loading the record…" />
      </>
    )
  if (loaded.status === 'error')
    return (
      <>
        <PageMeta title={title} description="HMDA Help: update an institution record." />
        <h1>
          Update the {year} record of {lei}
        </h1>
        <ApiErrorAlert error={loaded.error} what="the record" onRetry={loaded.retry} />
        <p>
          <Link to={helpPath({ screen: 'institution', lei, tab: 'records' })}>
            Back to the records of {lei}
          </Link>
        </p>
      </>
    )
  if (!loaded.data)
    return (
      <>
        <PageMeta title={title} description="HMDA Help: update an institution record." />
        <h1>
          No {year} record for {lei}
        </h1>
        <p>
          There is no record of {lei} for {year}.{' '}
          <Link to={helpPath({ screen: 'add', lei, year })}>Add one for {year}</Link> or go back to
          the{' '}
          <Link to={helpPath({ screen: 'institution', lei, tab: 'records' })}>
            records of {lei}
          </Link>
          .
        </p>
      </>
    )
  return (
    <EditorForm mode="edit" initial={bodyToForm(loaded.data)} record={loaded.data} years={years} />
  )
}

/** The add or update form; its state and actions are useInstitutionEditor's. */
function EditorForm(options: EditorOptions) {
  const model = useInstitutionEditor(options)
  const { form, update } = model
  return (
    <>
      <PageMeta
        title={update ? `${form.lei}: ${form.activityYear} record` : 'Add an institution'}
        description={`HMDA Help: ${update ? 'update' : 'add'} an institution record.`}
      />
      {update && (
        <p className="help-home__back">
          <Link to={helpPath({ screen: 'institution', lei: form.lei, tab: 'records' })}>
            ← All records of {form.lei}
          </Link>
        </p>
      )}
      <h1>{model.heading}</h1>
      <EditorNotices model={model} />
      <EditorFields model={model} />
      {update && <NoteHistory lei={form.lei} year={form.activityYear} />}
      <EditorDialogs model={model} />
    </>
  )
}
