import { act, useState, useSyncExternalStore } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './Checkbox'
import { RadioGroup } from './RadioGroup'
import { Select } from './Select'
import { TextField } from './TextField'

/*
 * A prerendered form used before React hydrates it (the app's code still loading): what the
 * visitor typed or chose must be in the form's state afterwards, not put back to the prerendered
 * value by the first render after hydration.
 */

const noSubscribe = () => () => {}

interface Values {
  name: string
  year: string
  kind: string
  agree: boolean
}

const EMPTY: Values = { name: '', year: '', kind: '', agree: false }

function Form({ onValues }: { onValues: (values: Values) => void }) {
  const [values, setValues] = useState(EMPTY)
  // Like the app's useHydrated(): a render right after hydration, which would put back the
  // prerendered values if the state did not follow the DOM.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((prev) => {
        const next = { ...prev, [key]: value }
        onValues(next)
        return next
      })
  return (
    <form>
      <TextField
        id="name"
        label="Name"
        hint={hydrated ? 'In the browser' : 'Prerendered'}
        value={values.name}
        onChange={set('name')}
      />
      <Select
        id="year"
        label="Year"
        placeholder="- Select -"
        value={values.year}
        onChange={set('year')}
        options={[
          { value: '2024', label: '2024' },
          { value: '2023', label: '2023' },
        ]}
      />
      <RadioGroup
        id="kind"
        name="kind"
        legend="Kind"
        value={values.kind}
        onChange={set('kind')}
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <Checkbox id="agree" label="Agree" checked={values.agree} onChange={set('agree')} />
      <output>{JSON.stringify(values)}</output>
    </form>
  )
}

const byId = <E extends HTMLElement>(id: string) => document.getElementById(id) as E

let container: HTMLDivElement | null = null
afterEach(() => {
  container?.remove()
  container = null
  vi.restoreAllMocks()
})

/** The form's prerendered HTML in the page, not yet hydrated. */
function prerendered() {
  container = document.createElement('div')
  container.innerHTML = renderToString(<Form onValues={() => {}} />)
  document.body.append(container)
  return container
}

async function hydrate(root: HTMLElement) {
  const onValues = vi.fn<(values: Values) => void>()
  const recoverable = vi.fn()
  const consoleError = vi.spyOn(console, 'error')
  const reactRoot = await act(async () =>
    hydrateRoot(root, <Form onValues={onValues} />, { onRecoverableError: recoverable }),
  )
  // Any render after hydration (the browser-only hint here).
  expect(root.querySelector('.usa-hint')).toHaveTextContent('In the browser')
  expect(recoverable).not.toHaveBeenCalled()
  expect(consoleError).not.toHaveBeenCalled()
  return { onValues, reactRoot }
}

describe('shared form controls hydrating a prerendered form', () => {
  it('keep what was typed and chosen before hydration, in the state and on screen', async () => {
    const root = prerendered()
    // The visitor uses the form before React has it.
    byId<HTMLInputElement>('name').value = 'Ada'
    byId<HTMLSelectElement>('year').value = '2023'
    byId<HTMLInputElement>('kind-b').checked = true
    byId<HTMLInputElement>('agree').checked = true
    byId<HTMLInputElement>('name').focus()

    const { onValues, reactRoot } = await hydrate(root)

    const state = { name: 'Ada', year: '2023', kind: 'b', agree: true }
    expect(JSON.parse(root.querySelector('output')?.textContent ?? '')).toEqual(state)
    expect(onValues).toHaveBeenLastCalledWith(state)
    expect(byId<HTMLInputElement>('name')).toHaveValue('Ada')
    expect(byId<HTMLSelectElement>('year')).toHaveValue('2023')
    expect(byId<HTMLInputElement>('kind-b')).toBeChecked()
    expect(byId<HTMLInputElement>('kind-a')).not.toBeChecked()
    expect(byId<HTMLInputElement>('agree')).toBeChecked()
    expect(document.activeElement).toBe(byId('name'))
    act(() => reactRoot.unmount())
  })

  it('keep a box cleared before hydration cleared', async () => {
    const root = document.createElement('div')
    container = root
    // Rendered checked: clearing it is a change as much as ticking it.
    root.innerHTML = renderToString(
      <Checkbox id="agree" label="Agree" checked onChange={() => {}} />,
    )
    document.body.append(root)
    byId<HTMLInputElement>('agree').checked = false
    const onChange = vi.fn()
    const reactRoot = await act(async () =>
      hydrateRoot(root, <Checkbox id="agree" label="Agree" checked onChange={onChange} />),
    )
    expect(onChange).toHaveBeenCalledWith(false)
    act(() => reactRoot.unmount())
  })

  it('report nothing for a form nobody touched', async () => {
    const root = prerendered()
    const { onValues, reactRoot } = await hydrate(root)
    expect(onValues).not.toHaveBeenCalled()
    expect(root.querySelector('output')).toHaveTextContent(JSON.stringify(EMPTY))
    act(() => reactRoot.unmount())
  })

  it('report nothing when rendered in the browser, for a value no option has or a later option', async () => {
    container = document.createElement('div')
    document.body.append(container)
    const onChange = vi.fn()
    const reactRoot = createRoot(container)
    await act(async () =>
      reactRoot.render(
        <>
          <Select
            id="year"
            label="Year"
            value="1999"
            onChange={onChange}
            options={[{ value: '2024', label: '2024' }]}
          />
          <Select
            id="period"
            label="Period"
            placeholder="- Select -"
            value="2023"
            onChange={onChange}
            options={[
              { value: '2024', label: '2024' },
              { value: '2023', label: '2023' },
            ]}
          />
          <TextField id="name" label="Name" value="Ada" onChange={onChange} />
          <Checkbox id="agree" label="Agree" checked onChange={onChange} />
        </>,
      ),
    )
    expect(onChange).not.toHaveBeenCalled()
    act(() => reactRoot.unmount())
  })
})
