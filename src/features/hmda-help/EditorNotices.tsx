import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Alert, AlertText } from '@/components/Alert'
import type { InstitutionEditorModel } from './useInstitutionEditor'
import { fieldId } from './useInstitutionEditor'

/** The lines above the record form: entries restored, saved, a failing service, the errors. */
export function EditorNotices({ model }: { model: InstitutionEditorModel }) {
  const { form, update, saved, failure, errorList, errors, formError } = model
  const { savedRef, failureRef, summaryRef } = model
  return (
    <>
      {model.restored && model.unsaved && (
        <Alert type="info" slim live>
          Your entries that were not saved are back in the form. Check them, then save.{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={model.discard}>
            Discard them
          </button>
        </Alert>
      )}
      {saved && (
        <Alert ref={savedRef} tabIndex={-1} type="success" slim className="help-done" live>
          {saved === 'added'
            ? `The ${form.activityYear} record of ${form.lei} was added.`
            : `The ${form.activityYear} record of ${form.lei} was updated; your note is in the history below.`}
        </Alert>
      )}
      {failure != null && (
        <div ref={failureRef} tabIndex={-1} className="help-focus-target">
          <ApiErrorAlert
            error={failure}
            what={update ? 'the update' : 'the new record'}
            headingLevel={2}
          />
          <p className="usa-hint">
            Nothing was saved. Your entries are still in the form; save again when the service
            answers.
          </p>
        </div>
      )}
      {(errorList.length > 0 || formError) && (
        <Alert
          ref={summaryRef}
          tabIndex={-1}
          type="error"
          className="help-summary"
          heading={
            formError ? 'The record was not saved' : 'Check the form: the record was not saved'
          }
          wrapText={false}
        >
          {formError && <AlertText>{formError}</AlertText>}
          {errorList.length > 0 && (
            <AlertText as="ul">
              {errorList.map(([field, label]) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>
                    {label}: {errors[field]}
                  </a>
                </li>
              ))}
            </AlertText>
          )}
        </Alert>
      )}
    </>
  )
}
