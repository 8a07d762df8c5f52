import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { getFields } from '@/hmda/schema'
import { validTsRow, validTsValues } from '@/hmda/testing/rowBuilder'
import { checkRow } from '@/hmda/validate/singleRow'
import { valuesToRow, withValue } from './filing'
import { RowCheckPanel } from './RowCheckPanel'

const fields = getFields(2024, 'ts')
const lei = fields.findIndex((f) => f.name === 'Legal Entity Identifier (LEI)')

describe('RowCheckPanel', () => {
  it('shows nothing before there is a check', () => {
    const { container } = render(
      <RowCheckPanel id="c" check={null} fields={fields} kind="ts" onShowField={vi.fn()} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('says the checks are loading, and offers to try again when they could not load', async () => {
    const { rerender } = render(
      <RowCheckPanel
        id="c"
        check={{ status: 'loading' }}
        fields={fields}
        kind="ts"
        onShowField={vi.fn()}
      />,
    )
    expect(document.getElementById('c')).toHaveTextContent(
      'Loading the checks of File Format Verification…',
    )
    const retry = vi.fn()
    rerender(
      <RowCheckPanel
        id="c"
        check={{ status: 'failed', retry }}
        fields={fields}
        kind="ts"
        onShowField={vi.fn()}
      />,
    )
    expect(document.getElementById('c')).toHaveTextContent(/could not be loaded/)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('lists a failed edit with a button to the field it names', async () => {
    const row = valuesToRow(withValue(validTsValues(2024), lei, 'short'))
    const check = checkRow({
      year: 2024,
      kind: 'ts',
      row,
      ts: validTsRow(2024),
      expectedYear: 2024,
    })
    const onShowField = vi.fn()
    render(
      <RowCheckPanel
        id="c"
        check={{ status: 'ready', check }}
        fields={fields}
        kind="ts"
        onShowField={onShowField}
      />,
    )
    expect(document.getElementById('c')).toHaveTextContent(
      'File Format Verification would report 1 edit failed: V600.',
    )
    expect(document.querySelector('.olf-check--failing')).not.toBeNull()
    await userEvent.click(
      screen.getByRole('button', {
        name: /^Go to field 15: Legal Entity Identifier \(LEI\) ?\(V600\)$/,
      }),
    )
    expect(onShowField).toHaveBeenCalledWith(fields[lei]?.key)
  })
})
