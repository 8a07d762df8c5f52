import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { validLarRow, validTsRow } from '@/hmda/testing/rowBuilder'
import { EditorSection, type EditorSectionProps } from './EditorSection'

function renderSection(props: Partial<EditorSectionProps> & Pick<EditorSectionProps, 'editor'>) {
  const handlers = {
    onSave: vi.fn(),
    onDelete: vi.fn(),
    onRevert: vi.fn(),
    onClose: vi.fn(),
    onFieldChange: vi.fn(),
    onRowChange: vi.fn(),
  }
  render(
    <EditorSection
      id="p"
      year={2024}
      dirty={false}
      showRequired={false}
      check={null}
      headingRef={null}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('EditorSection', () => {
  it('names a new transmittal sheet, offers Save, and no Delete or Undo without changes', async () => {
    const values = validTsRow(2024).split('|')
    renderSection({ editor: { kind: 'ts', index: null, values, baseline: values.join('|') } })
    expect(screen.getByRole('heading', { name: 'New transmittal sheet' })).toHaveAttribute(
      'tabindex',
      '-1',
    )
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save row' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete row' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled()
    // The fields come with the editor's module.
    expect(
      await screen.findByText('Financial Institution Name', { selector: 'label' }),
    ).toBeInTheDocument()
  })

  it('names a saved LAR row by number and wires its actions', () => {
    const values = validLarRow(2024).split('|')
    const on = renderSection({
      editor: { kind: 'lar', index: 2, values, baseline: values.join('|') },
      dirty: true,
    })
    expect(screen.getByRole('heading', { name: 'Edit LAR row 3' })).toBeInTheDocument()
    expect(screen.getByText('This row has changes that are not saved.')).toBeInTheDocument()
    // Text queries: role queries are slow over the 110 fields of a LAR row in jsdom.
    for (const name of ['Update row', 'Delete row', 'Undo changes', 'Close the editor'])
      fireEvent.click(screen.getByText(name, { selector: 'button' }))
    for (const handler of [on.onSave, on.onDelete, on.onRevert, on.onClose])
      expect(handler).toHaveBeenCalledOnce()
  })
})
