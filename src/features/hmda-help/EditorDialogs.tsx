import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { ConfirmDialog } from './ConfirmDialog'
import type { InstitutionEditorModel } from './useInstitutionEditor'

/** The record form's questions: leave changes not saved for another year, delete the record. */
export function EditorDialogs({ model }: { model: InstitutionEditorModel }) {
  const { leavingFor, deleting, record, form } = model
  return (
    <>
      {leavingFor && (
        <ConfirmDialog
          heading={`Open the ${leavingFor} record without saving?`}
          confirmLabel={`Open the ${leavingFor} record`}
          onCancel={model.cancelLeave}
          onConfirm={model.confirmLeave}
        >
          <p>
            Your changes to the {form.activityYear} record are not saved yet. Cancel to go back to
            them and save them first.
          </p>
        </ConfirmDialog>
      )}
      {deleting && record && (
        <ConfirmDialog
          heading={`Delete the ${record.activityYear} record?`}
          confirmLabel="Delete the record"
          danger
          busy={model.deleteBusy}
          onCancel={model.cancelDelete}
          onConfirm={() => void model.confirmDelete()}
        >
          <p>
            The record of {record.respondent.name || record.lei} ({record.lei}) for{' '}
            {record.activityYear} will be removed. Its filings stay on the platform, but the
            institution cannot file for {record.activityYear} until a record is added again.
          </p>
          {model.deleteError != null && (
            <ApiErrorAlert error={model.deleteError} what="the deletion" headingLevel={3} />
          )}
        </ConfirmDialog>
      )}
    </>
  )
}
