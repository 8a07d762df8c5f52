import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import type { DerivedConfig } from '@/config/types'
import { CheckDigitPage } from './CheckDigitPage'

const BASE = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))

function renderPage(overrides: Partial<DerivedConfig> = {}) {
  const config: DerivedConfig = { ...BASE, toolAnnouncement: [], ...overrides }
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ConfigContext value={config}>
        <CheckDigitPage />
      </ConfigContext>
    </MemoryRouter>,
  )
  return user
}

const single = () => within(screen.getByRole('region', { name: 'Check one loan' }))
const input = () => single().getByRole('textbox')
const errorOf = (element: HTMLElement) => {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CheckDigitPage', () => {
  it('sets the title and shows the announcements for the tool only', () => {
    renderPage({
      toolAnnouncement: [
        { tool: 'Check Digit ', type: 'info', heading: 'For check digits', message: 'Hello.' },
        { tool: 'Rate Spread', type: 'info', heading: 'For rate spread', message: 'Other.' },
      ],
    })
    expect(document.title).toBe('Check Digit | HMDA')
    expect(screen.getByRole('heading', { level: 1, name: 'Check Digit' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'For check digits' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'For rate spread' })).not.toBeInTheDocument()
    expect(screen.getByText(/Everything runs in your browser/)).toBeInTheDocument()
  })

  it('starts in generate mode without any message', () => {
    renderPage()
    expect(single().getByRole('button', { name: 'Generate a check digit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(single().getByRole('button', { name: 'Validate a ULI' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(input()).toHaveAccessibleName('Loan ID')
    expect(input()).not.toHaveClass('usa-input--error')
    expect(input()).not.toHaveAttribute('aria-invalid')
    expect(errorOf(input())).toMatch(/^The 20-character LEI followed by the loan number/)
  })

  it('says "empty" only after a submit', async () => {
    const user = renderPage()
    await user.click(single().getByRole('button', { name: 'Generate check digit' }))
    expect(input()).toHaveClass('usa-input--error')
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(input()).toHaveAccessibleDescription(/Enter a loan ID\.$/)
    expect(input()).toHaveFocus()
    // Typing removes the message; emptying the field again does not bring it back.
    await user.type(input(), 'A')
    await user.clear(input())
    expect(input()).not.toHaveClass('usa-input--error')
  })

  it('validates on every keystroke and keeps the typed value', async () => {
    const user = renderPage()
    await user.type(input(), 'abc')
    expect(input()).toHaveClass('usa-input--error')
    expect(input()).toHaveAccessibleDescription(
      /The loan ID has 3 characters; it needs at least 21/,
    )
    await user.type(input(), '-')
    expect(input()).toHaveAccessibleDescription(/contains “-” at position 4/)
    await user.click(single().getByRole('button', { name: 'Generate check digit' }))
    expect(input()).toHaveValue('abc-')
    expect(screen.queryByText(/^Check digits:/)).not.toBeInTheDocument()
    await user.clear(input())
    await user.type(input(), 'A'.repeat(44))
    expect(input()).toHaveAccessibleDescription(/has 44 characters; it can have at most 43/)
  })

  it('generates the check digits and the full ULI, and copies it', async () => {
    const user = renderPage()
    await user.type(input(), '10Bx939c5543TqA1144M999143X')
    expect(input()).not.toHaveClass('usa-input--error')
    await user.click(single().getByRole('button', { name: 'Generate check digit' }))
    expect(single().getByRole('heading', { name: 'Check digits: 38' })).toBeInTheDocument()
    expect(single().getByText('10Bx939c5543TqA1144M999143X38').tagName).toBe('CODE')
    await user.click(single().getByRole('button', { name: 'Copy ULI' }))
    expect(single().getByRole('status')).toHaveTextContent('Copied')
    expect(await navigator.clipboard.readText()).toBe('10Bx939c5543TqA1144M999143X38')
    // Changing the value clears the result, which no longer applies.
    await user.type(input(), 'Z')
    expect(single().queryByRole('heading', { name: /Check digits/ })).not.toBeInTheDocument()
  })

  it('falls back to the copy command, then to selecting the ULI', async () => {
    const user = renderPage()
    await user.type(input(), 'TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ{Enter}')
    expect(single().getByRole('heading', { name: 'Check digits: 46' })).toBeInTheDocument()

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    const execCommand = vi.fn().mockReturnValue(true)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    await user.click(single().getByRole('button', { name: 'Copy ULI' }))
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(single().getByRole('status')).toHaveTextContent('Copied')
    expect(single().getByRole('button', { name: 'Copy ULI' })).toHaveFocus()

    execCommand.mockReturnValue(false)
    await user.click(single().getByRole('button', { name: 'Copy ULI' }))
    expect(single().getByRole('status')).toHaveTextContent(/Could not copy automatically/)
    expect(window.getSelection()?.toString()).toBe('TESTBANKTESTBANK01JAJZMZSDXF8A57HP1HJZQOZ46')
  })

  it('validates ULIs and explains what the check digits should be', async () => {
    const user = renderPage()
    await user.type(input(), '10Bx939c5543TqA1144M999143X38')
    // Typed in generate mode: switching modes keeps the value.
    await user.click(single().getByRole('button', { name: 'Validate a ULI' }))
    expect(single().getByRole('button', { name: 'Validate a ULI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(input()).toHaveAccessibleName('Universal Loan Identifier (ULI)')
    expect(input()).toHaveValue('10Bx939c5543TqA1144M999143X38')
    expect(input()).not.toHaveClass('usa-input--error')
    await user.click(single().getByRole('button', { name: 'Validate ULI' }))
    expect(single().getByRole('heading', { name: 'Valid ULI' })).toBeInTheDocument()
    expect(single().getByText(/The check digits, 38, match/)).toBeInTheDocument()

    await user.clear(input())
    await user.type(input(), '10Bx939c5543TqA1144M999133X38{Enter}')
    expect(single().getByRole('heading', { name: 'Not a valid ULI' })).toBeInTheDocument()
    const alert = single().getByRole('heading', { name: 'Not a valid ULI' }).closest('.usa-alert')
    expect(alert).toHaveClass('usa-alert--error')
    expect(alert).toHaveTextContent(
      /The last two characters, 38, do not match the rest of the ULI: for the loan ID 10Bx939c5543TqA1144M999133X, the check digits should be 31\./,
    )
    expect(single().getByText('10Bx939c5543TqA1144M999133X31')).toBeInTheDocument()
  })

  it('checks the form of a ULI, including digits at the end', async () => {
    const user = renderPage()
    await user.click(single().getByRole('button', { name: 'Validate a ULI' }))
    await user.type(input(), '10Bx939c5543TqA1144M999143X3X')
    expect(input()).toHaveAccessibleDescription(/The ULI ends in “3X”/)
    await user.clear(input())
    await user.keyboard('{Enter}')
    expect(input()).toHaveAccessibleDescription(/Enter a ULI\.$/)
  })

  it('announces a failed submit in the live region', async () => {
    const user = renderPage()
    await user.type(input(), 'short{Enter}')
    const live = document.querySelector('.check-digit-result')
    expect(live).toHaveAttribute('aria-live', 'polite')
    expect(live).toHaveTextContent(/The loan ID has 5 characters/)
  })
})

describe('batch form', () => {
  const batch = () => within(screen.getByRole('region', { name: 'Check a file' }))

  it('asks for a file before it starts', async () => {
    const user = renderPage()
    await user.click(batch().getByRole('button', { name: 'Generate check digits for the file' }))
    const file = batch().getByLabelText('File with one loan ID per line')
    expect(file).toHaveAccessibleDescription(/Choose a file to check\.$/)
    expect(file).toHaveFocus()
    await user.click(batch().getByRole('button', { name: 'Validate ULIs' }))
    expect(batch().getByLabelText('File with one ULI per line')).toBeInTheDocument()
    expect(batch().getByRole('button', { name: 'Validate the file' })).toBeInTheDocument()
  })
})
