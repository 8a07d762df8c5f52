import { useEffect } from 'react'
import { Alert } from '@/components/Alert'
import type { OnDemand } from './onDemand'
import type { RowEditorProps } from './RowEditor'
import { rowEditorModule } from './rowEditorModule'

type RowEditorModule = typeof import('./RowEditor')

/**
 * The row editor, loaded when a row is first opened. `onShown(true)` is called once its fields are
 * in the page and `onShown(false)` once they leave it, so that focus moves to the row only when
 * Tab from the row's heading reaches its fields, not past a section still loading.
 */
export function LazyRowEditor({
  onShown,
  ...props
}: RowEditorProps & { onShown?: (shown: boolean) => void }) {
  return <RowEditorLoad load={rowEditorModule.useModule()} props={props} onShown={onShown} />
}

/** The editor once loaded; while loading, a line saying so; if the load failed, why and a retry. */
export function RowEditorLoad({
  load,
  props,
  onShown,
}: {
  load: OnDemand<RowEditorModule>
  props: RowEditorProps
  /** Told after the commit that puts the loaded editor in the page, and when it leaves. */
  onShown?: (shown: boolean) => void
}) {
  const shown = load.module !== null
  useEffect(() => {
    if (!shown || !onShown) return
    onShown(true)
    return () => onShown(false)
  }, [shown, onShown])
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
