import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { validTsRow } from '@/hmda/testing/rowBuilder'
import * as RowEditorModule from './RowEditor'
import { RowEditorLoad } from './LazyRowEditor'
import type { RowEditorProps } from './RowEditor'

const props: RowEditorProps = {
  year: 2024,
  kind: 'ts',
  values: validTsRow(2024).split('|'),
  showRequired: false,
  onFieldChange: () => {},
  onRowChange: () => {},
}

describe('RowEditorLoad', () => {
  it('says the fields are loading until the editor has loaded', () => {
    render(<RowEditorLoad load={{ module: null, failed: false, retry: () => {} }} props={props} />)
    expect(screen.getByText('Loading the fields of the row…')).toBeInTheDocument()
  })

  it('says what was not loaded and what is kept, and retries', async () => {
    const retry = vi.fn()
    render(<RowEditorLoad load={{ module: null, failed: true, retry }} props={props} />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The fields of the row were not loaded: the connection may have dropped. Your filing and the values of this row are kept in this browser.',
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('shows the editor once loaded', () => {
    render(
      <RowEditorLoad
        load={{ module: RowEditorModule, failed: false, retry: () => {} }}
        props={props}
      />,
    )
    expect(
      screen.getByText('Financial Institution Name', { selector: 'label' }),
    ).toBeInTheDocument()
  })

  it('says when the loaded fields come into the page and leave it, not while loading', () => {
    const onShown = vi.fn()
    const loading = { module: null, failed: false, retry: () => {} }
    const view = render(<RowEditorLoad load={loading} props={props} onShown={onShown} />)
    expect(onShown).not.toHaveBeenCalled()
    const loaded = { module: RowEditorModule, failed: false, retry: () => {} }
    view.rerender(<RowEditorLoad load={loaded} props={props} onShown={onShown} />)
    expect(onShown.mock.calls).toEqual([[true]])
    view.unmount()
    expect(onShown.mock.calls).toEqual([[true], [false]])
  })
})
