import { Alert } from '@/components/Alert'
import type { OnDemand } from './onDemand'
import type { RowEditorProps } from './RowEditor'
import { rowEditorModule } from './rowEditorModule'

type RowEditorModule = typeof import('./RowEditor')

/** The row editor, loaded when a row is first opened. */
export function LazyRowEditor(props: RowEditorProps) {
  return <RowEditorLoad load={rowEditorModule.useModule()} props={props} />
}

/** The editor once loaded; while loading, a line saying so; if the load failed, why and a retry. */
export function RowEditorLoad({
  load,
  props,
}: {
  load: OnDemand<RowEditorModule>
  props: RowEditorProps
}) {
  if (load.module) return <load.module.RowEditor {...props} />
  if (load.failed)
    return (
      <Alert type="error" slim retry={{ onRetry: load.retry }}>
        The fields of the row were not loaded: the connection may have dropped. Your filing and the
        values of this row are kept in this browser. Try again when you are back online.
      </Alert>
    )
  return <p className="olf-muted">Loading the fields of the row…</p>
}
