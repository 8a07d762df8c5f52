import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { render, screen } from '@testing-library/react'
import { ConfigProvider } from './ConfigProvider'
import { useHydrated } from './hydration'
import { useConfig } from './useConfig'

function Probe() {
  const { name } = useConfig()
  const hydrated = useHydrated()
  return <p data-testid="probe">{`${name} ${hydrated ? 'browser' : 'prerendered'}`}</p>
}

const tree = (
  <ConfigProvider host="localhost:4173">
    <Probe />
  </ConfigProvider>
)

describe('useConfig and useHydrated around prerendering', () => {
  it('render the production configuration, not yet hydrated, at build time', () => {
    expect(renderToString(tree)).toContain('prod prerendered')
  })

  it('use the host configuration at once when the page is not prerendered', () => {
    render(tree)
    expect(screen.getByTestId('probe')).toHaveTextContent('dev browser')
  })

  it('hydrate the prerendered HTML without a mismatch, then switch to the host', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const recoverable = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: recoverable }),
    )
    expect(container.textContent).toBe('dev browser')
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
