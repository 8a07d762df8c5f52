import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Institution } from '@/lib/api/filing'
import type { UserClaims } from '@/lib/auth/claims'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { ProfilePage } from './ProfilePage'

const api = {
  institutionsForDomain: vi.fn<(domain: string) => Promise<Institution[]>>(),
  updateProfile: vi.fn<(profile: unknown) => Promise<void>>(),
}
const session = vi.hoisted(() => ({ refresh: vi.fn<() => Promise<boolean>>() }))
const config = vi.hoisted(() => ({ contactEmail: 'hmdahelp@cfpb.gov' }))
vi.mock('@/config/useConfig', () => ({ useConfig: () => config }))
vi.mock('./filingClient', () => ({ filingClient: () => api }))
vi.mock('@/lib/auth/session', () => ({ refresh: session.refresh }))

const bank = (lei: string, name: string) => ({ lei, name }) as Institution
const CLAIMS: UserClaims = {
  sub: 'u1',
  email: 'pat@bank.com',
  username: 'pat',
  name: 'Pat Doe',
  givenName: 'Pat',
  familyName: '',
  leis: [],
  roles: [],
  isAdmin: false,
  exp: 4102444800,
}

beforeEach(() => {
  api.institutionsForDomain.mockReset()
  api.updateProfile.mockReset()
  session.refresh.mockReset()
})

function setup() {
  const { wrapper: Wrapper } = queryWrapper()
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/filing/2025/profile']}>
        <Routes>
          <Route
            path="/filing/2025/profile"
            element={<ProfilePage claims={CLAIMS} period="2025" />}
          />
          <Route path="/filing/2025/institutions" element={<h1>Institutions</h1>} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  )
  return userEvent.setup()
}

describe('ProfilePage', () => {
  it('takes the names and institutions in USWDS fields and saves them', async () => {
    api.institutionsForDomain.mockResolvedValue([
      bank('BANK1000000000000001', 'First Bank'),
      bank('BANK2000000000000002', 'Second Bank'),
    ])
    api.updateProfile.mockResolvedValue(undefined)
    session.refresh.mockResolvedValue(true)
    const user = setup()

    const first = await screen.findByRole('textbox', { name: 'First name' })
    const last = screen.getByRole('textbox', { name: 'Last name' })
    for (const [input, id] of [
      [first, 'profile-first'],
      [last, 'profile-last'],
    ] as const) {
      expect(input).toHaveAttribute('id', id)
      expect(input).toHaveClass('usa-input')
      expect(input.parentElement).toHaveClass('usa-form-group')
    }
    expect(first).toHaveAttribute('autocomplete', 'given-name')
    expect(last).toHaveAttribute('autocomplete', 'family-name')
    expect(first).toHaveValue('Pat')

    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(screen.getByText('Enter your first and last name.')).toBeVisible()
    await user.type(last, 'Doe')
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(screen.getByText('Choose at least one institution you file for.')).toBeVisible()

    const second = screen.getByRole('checkbox', { name: 'Second Bank LEI BANK2000000000000002' })
    expect(second).toHaveAttribute('id', 'lei-BANK2000000000000002')
    expect(second.parentElement).toHaveClass('usa-checkbox')
    await user.click(second)
    await user.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByRole('heading', { name: 'Institutions' })).toBeVisible()
    expect(api.updateProfile).toHaveBeenCalledWith({
      firstName: 'Pat',
      lastName: 'Doe',
      leis: ['BANK2000000000000002'],
    })
  })
})
