import { onDemand } from './onDemand'

// The row editor (its fields, the raw row and the row check panel) comes with the first row
// opened, not with the page, whose first load is at its 120 KB budget.
export const rowEditorModule = onDemand(() => import('./RowEditor'))
