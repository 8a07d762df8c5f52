import { createEvent, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FileDrop } from './FileDrop'

const lar = () => new File(['1|TS'], 'bank.txt', { type: 'text/plain' })

function drop(target: Element, files: File[]) {
  const event = createEvent.drop(target)
  Object.defineProperty(event, 'dataTransfer', { value: { files } })
  fireEvent(target, event)
}

function zoneOf(input: HTMLElement) {
  const zone = input.closest('.file-drop')
  if (!zone) throw new Error('no drop zone')
  return zone
}

describe('FileDrop', () => {
  it('is a labelled file input with its accept list, described by its hint and error', () => {
    const ref = createRef<HTMLInputElement>()
    render(
      <FileDrop
        id="lar"
        name="file"
        label="HMDA file (.txt)"
        hint="Choose it, or drop it here."
        error="This is not a text file."
        accept={['.txt', 'text/plain']}
        onFile={vi.fn()}
        ref={ref}
      />,
    )
    const input = screen.getByLabelText('HMDA file (.txt)')
    expect(ref.current).toBe(input)
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', '.txt,text/plain')
    expect(input).toHaveAttribute('name', 'file')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'Choose it, or drop it here. This is not a text file.',
    )
    expect(screen.getByText('or drop the file here')).toBeInTheDocument()
  })

  it('is reached by keyboard and reports and names the chosen file', async () => {
    const onFile = vi.fn()
    render(<FileDrop id="lar" label="File" accept={['.txt']} onFile={onFile} />)
    await userEvent.tab()
    const input = screen.getByLabelText('File')
    expect(input).toHaveFocus()
    const file = lar()
    await userEvent.upload(input, file)
    expect(onFile).toHaveBeenCalledWith(file)
    expect(screen.getByText('Chosen: bank.txt')).toBeInTheDocument()
  })

  it('takes a dropped file, showing the zone as active while a file is over it', () => {
    const onFile = vi.fn()
    render(<FileDrop id="lar" label="File" accept={['.txt']} onFile={onFile} />)
    const zone = zoneOf(screen.getByLabelText('File'))
    fireEvent.dragOver(zone)
    expect(zone).toHaveClass('file-drop--over')
    fireEvent.dragLeave(zone)
    expect(zone).not.toHaveClass('file-drop--over')
    const file = lar()
    drop(zone, [file])
    expect(onFile).toHaveBeenCalledWith(file)
    expect(screen.getByText('Chosen: bank.txt')).toBeInTheDocument()
  })

  it('ignores a drop without a file, or while disabled', () => {
    const onFile = vi.fn()
    const { rerender } = render(
      <FileDrop id="lar" label="File" accept={['.txt']} onFile={onFile} />,
    )
    const zone = zoneOf(screen.getByLabelText('File'))
    drop(zone, [])
    rerender(<FileDrop id="lar" label="File" accept={['.txt']} onFile={onFile} disabled />)
    expect(screen.getByLabelText('File')).toBeDisabled()
    fireEvent.dragOver(zone)
    expect(zone).not.toHaveClass('file-drop--over')
    drop(zone, [lar()])
    expect(onFile).not.toHaveBeenCalled()
  })

  it('says the name the screen holds when it is given', () => {
    const { rerender } = render(
      <FileDrop id="lar" label="File" accept={['.txt']} onFile={vi.fn()} fileName="held.txt" />,
    )
    expect(screen.getByText('Chosen: held.txt')).toBeInTheDocument()
    rerender(
      <FileDrop
        id="lar"
        label="File"
        accept={['.txt']}
        onFile={vi.fn()}
        fileName={null}
        emptyText="No file yet"
      />,
    )
    expect(screen.getByText('No file yet')).toBeInTheDocument()
    rerender(<FileDrop id="lar" label="File" accept={['.txt']} onFile={vi.fn()} emptyText="" />)
    expect(document.querySelector('.file-drop__status')).toBeNull()
  })
})
