import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribe, type SubscribeResult } from '@/lib/subscribe'
import { SignupForm } from './SignupForm'

vi.mock('@/lib/subscribe', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/subscribe')>()),
  subscribe: vi.fn(),
}))

const subscribeMock = vi.mocked(subscribe)

const ENDPOINT = 'https://example.gov/subscriptions/new/'
const TOPIC = 'USCFPB_TEST'
const FAILED = 'Subscription failed.  Please try again later.'

/** A subscribe answer that the test releases when it chooses. */
function pendingAnswer() {
  let resolve: (result: SubscribeResult) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<SubscribeResult>((res, rej) => {
    resolve = res
    reject = rej
  })
  subscribeMock.mockReturnValueOnce(promise)
  return {
    resolve: (result: SubscribeResult) => act(async () => resolve(result)),
    reject: (reason: unknown) => act(async () => reject(reason)),
  }
}

function setup(endpoint: string | null = ENDPOINT) {
  const user = userEvent.setup()
  const view = render(<SignupForm endpoint={endpoint} topicCode={TOPIC} />)
  const input = screen.getByLabelText('Email address')
  const button = () => screen.getByRole('button')
  async function submit(address: string) {
    await user.type(input, address)
    await user.click(button())
    // The request module is imported on the first signup.
    await vi.dynamicImportSettled()
  }
  return { user, view, input, button, submit }
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

// user-event and Testing Library wait on real timers, so each test that measures the 250 ms
// settling switches to fake timers only after its last user-event interaction.
beforeEach(() => {
  subscribeMock.mockReset()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SignupForm markup', () => {
  it('renders the USWDS signup form', () => {
    const { input, button, view } = setup()
    const form = view.container.querySelector('form')
    expect(form).toHaveClass('usa-form')
    expect(form).toHaveAttribute('novalidate')
    expect(input).toHaveAttribute('id', 'signup-email')
    expect(input).toHaveClass('usa-input')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAttribute('name', 'email')
    expect(input).toHaveAttribute('autocomplete', 'email')
    expect(input).toBeRequired()
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).toHaveAccessibleDescription(
      'Get news about HMDA filing, data releases and tools, sent by the Consumer Financial Protection Bureau.',
    )
    expect(button()).toHaveTextContent('Subscribe')
    expect(button()).toHaveAttribute('type', 'submit')
    expect(button()).toHaveClass('usa-button')
    expect(button()).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Privacy Act statement' })).toHaveAttribute(
      'href',
      'https://www.consumerfinance.gov/privacy/email-campaign-privacy-act-statement/',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('SignupForm validation', () => {
  it('flags an invalid address and sends nothing', async () => {
    const { input, submit, view } = setup()
    await submit('not-an-email')

    const error = screen.getByRole('alert')
    expect(error).toHaveTextContent('Invalid email address')
    expect(error).toHaveAttribute('id', 'signup-email-error')
    expect(error).toHaveClass('usa-error-message')
    expect(view.container.querySelector('.usa-form-group')).toHaveClass('usa-form-group--error')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('signup-email-error')
    expect(input).toHaveValue('not-an-email')
    expect(subscribeMock).not.toHaveBeenCalled()
  })

  it('asks for an address when the field is empty, and focuses it', async () => {
    const { user, button, input } = setup()
    await user.click(button())
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address')
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(subscribeMock).not.toHaveBeenCalled()
  })

  it('moves focus back to the field when the answer is a failure', async () => {
    const answer = pendingAnswer()
    const { submit, input, button } = setup()
    await submit('user@example.gov')
    expect(button()).toHaveFocus()
    await answer.resolve({ ok: false, kind: 'network', message: FAILED })
    expect(screen.getByRole('alert').textContent).toBe(FAILED)
    expect(input).toHaveFocus()
  })

  it('clears the error as soon as the field is edited', async () => {
    const { input, user, submit, view } = setup()
    await submit('user@')
    expect(screen.getByRole('alert')).toBeInTheDocument()

    await user.type(input, 'e')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(view.container.querySelector('.usa-form-group--error')).toBeNull()
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input.getAttribute('aria-describedby')).not.toContain('signup-email-error')
  })
})

describe('SignupForm submission', () => {
  it('sends the trimmed address with the topic code', async () => {
    const answer = pendingAnswer()
    const { submit } = setup()
    await submit('  a+b@x.gov ')
    expect(subscribeMock).toHaveBeenCalledExactlyOnceWith(ENDPOINT, 'a+b@x.gov', TOPIC)
    await answer.resolve({ ok: true, message: 'You have been subscribed!' })
  })

  it('shows Processing... until 250 ms after the answer, and refuses a second submit', async () => {
    const answer = pendingAnswer()
    const { button, submit, user, view } = setup()
    await submit('user@example.gov')

    expect(button()).toHaveTextContent('Processing...')
    expect(button()).toBeDisabled()
    await user.click(button())
    fireEvent.submit(view.container.querySelector('form') as HTMLFormElement)
    expect(subscribeMock).toHaveBeenCalledTimes(1)

    vi.useFakeTimers()
    await answer.resolve({ ok: true, message: 'Welcome aboard.' })
    expect(screen.getByRole('status')).toHaveTextContent('Welcome aboard.')
    expect(button()).toHaveTextContent('Processing...')
    expect(button()).toBeDisabled()

    fireEvent.submit(view.container.querySelector('form') as HTMLFormElement)
    expect(subscribeMock).toHaveBeenCalledTimes(1)

    advance(249)
    expect(button()).toHaveTextContent('Processing...')
    advance(1)
    expect(button()).toHaveTextContent('Subscribe')
    expect(button()).toBeEnabled()
  })

  it('shows the success heading with the service message and clears the field', async () => {
    const answer = pendingAnswer()
    const { input, submit } = setup()
    await submit('user@example.gov')
    await answer.resolve({ ok: true, message: 'Check your inbox to confirm.' })

    const alert = screen.getByRole('status')
    expect(alert).toHaveClass('usa-alert', 'usa-alert--success', 'usa-alert--slim')
    expect(screen.getByRole('heading', { name: 'You have been subscribed!' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('Check your inbox to confirm.')
    expect(input).toHaveValue('')
  })

  it('does not repeat the heading when the message is the standard one', async () => {
    const answer = pendingAnswer()
    const { submit } = setup()
    await submit('user@example.gov')
    await answer.resolve({ ok: true, message: 'You have been subscribed!' })

    expect(screen.getByRole('status').textContent).toBe('You have been subscribed!')
  })

  it('keeps text typed while the request was under way', async () => {
    const answer = pendingAnswer()
    const { input, submit, user } = setup()
    await submit('user@example.gov')
    await user.type(input, 'x')
    await answer.resolve({ ok: true, message: 'You have been subscribed!' })
    expect(input).toHaveValue('user@example.govx')
  })

  it.each<[string, SubscribeResult, string]>([
    [
      'a 400',
      { ok: false, kind: 'status', status: 400, message: 'Error (400): Bad Request' },
      'Error (400): Bad Request',
    ],
    [
      'a 500 with response text',
      { ok: false, kind: 'status', status: 500, message: 'Error (500) Service unavailable' },
      'Error (500) Service unavailable',
    ],
    ['a network failure', { ok: false, kind: 'network', message: FAILED }, FAILED],
  ])('reports %s in an error alert and keeps the address', async (_label, result, text) => {
    const answer = pendingAnswer()
    const { button, input, submit } = setup()
    await submit('user@example.gov')
    vi.useFakeTimers()
    await answer.resolve(result)

    const alert = screen.getByRole('alert')
    expect(alert).toHaveClass('usa-alert', 'usa-alert--error')
    expect(alert.textContent).toBe(text)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(input).toHaveValue('user@example.gov')
    expect(button()).toHaveTextContent('Processing...')

    advance(250)
    expect(button()).toHaveTextContent('Subscribe')
    expect(input).toHaveValue('user@example.gov')
    expect(screen.getByRole('alert').textContent).toBe(text)
  })

  it('reports a failure if the request rejects unexpectedly', async () => {
    const answer = pendingAnswer()
    const { input, submit } = setup()
    await submit('user@example.gov')
    await answer.reject(new Error('boom'))
    expect(screen.getByRole('alert').textContent).toBe(FAILED)
    expect(input).toHaveValue('user@example.gov')
  })

  it('fails at once without a request when there is no endpoint', async () => {
    const { button, input, submit } = setup(null)
    await submit('user@example.gov')

    expect(screen.getByRole('alert').textContent).toBe(FAILED)
    expect(subscribeMock).not.toHaveBeenCalled()
    expect(button()).toHaveTextContent('Subscribe')
    expect(input).toHaveValue('user@example.gov')
  })

  it('can be sent again after a failure, replacing the old message', async () => {
    const first = pendingAnswer()
    const { button, submit, user } = setup()
    await submit('user@example.gov')
    vi.useFakeTimers()
    await first.resolve({ ok: false, kind: 'network', message: FAILED })
    advance(250)
    vi.useRealTimers()

    const second = pendingAnswer()
    await user.click(button())
    await vi.dynamicImportSettled()
    expect(subscribeMock).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await second.resolve({ ok: true, message: 'You have been subscribed!' })
    expect(screen.getByRole('status')).toBeInTheDocument()
  })

  it('leaves no timer behind when unmounted while settling', async () => {
    const answer = pendingAnswer()
    const { submit, view } = setup()
    await submit('user@example.gov')
    // Focus elsewhere, so the answer does not move it (jsdom's focus() starts a timer of its own).
    const elsewhere = document.body.appendChild(document.createElement('button'))
    elsewhere.focus()
    vi.useFakeTimers()
    await answer.resolve({ ok: true, message: 'You have been subscribed!' })
    expect(vi.getTimerCount()).toBe(1)

    view.unmount()
    elsewhere.remove()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts no timer when the answer arrives after unmounting', async () => {
    const answer = pendingAnswer()
    const { submit, view } = setup()
    await submit('user@example.gov')
    vi.useFakeTimers()
    view.unmount()
    await answer.resolve({ ok: true, message: 'You have been subscribed!' })
    expect(vi.getTimerCount()).toBe(0)
  })
})
