import { describe, expect, it } from 'vitest'
import { adjustDocSearchMarkup } from './accessibility'

const MARKUP = `
  <div class="DocSearch DocSearch-Container" role="button" tabindex="0" aria-expanded="true"
       aria-haspopup="listbox" aria-labelledby="docsearch-label" aria-controls="x">
    <div class="DocSearch-Modal">
      <header class="DocSearch-SearchBar">
        <input class="DocSearch-Input" aria-controls="docsearch-hits0-list" aria-activedescendant="i0">
      </header>
      <div class="DocSearch-Dropdown">
        <ul role="listbox" aria-labelledby="docsearch-label" id="docsearch-list">
          <li class="DocSearch-Hit" id="i0" role="option" aria-selected="true"><a href="/a">A</a></li>
          <li class="DocSearch-Hit" id="i1" role="option" aria-selected="false"><a href="/b">B</a></li>
        </ul>
      </div>
      <footer class="DocSearch-Footer"></footer>
    </div>
  </div>`

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('adjustDocSearchMarkup', () => {
  it('turns the backdrop button into a labelled modal dialog with a list of links', () => {
    const root = document.createElement('section')
    root.innerHTML = MARKUP
    const stop = adjustDocSearchMarkup(root, 'Search documentation')
    const backdrop = root.querySelector('.DocSearch-Container')
    expect(backdrop?.getAttributeNames().sort()).toEqual(['class'])
    const modal = root.querySelector('.DocSearch-Modal')
    expect(modal?.getAttribute('role')).toBe('dialog')
    expect(modal?.getAttribute('aria-modal')).toBe('true')
    expect(modal?.getAttribute('aria-label')).toBe('Search documentation')
    expect(root.querySelector('header')?.getAttribute('role')).toBe('none')
    expect(root.querySelector('footer')?.getAttribute('role')).toBe('none')
    expect(root.querySelector('input')?.hasAttribute('aria-controls')).toBe(false)
    expect(root.querySelector('ul')?.hasAttribute('role')).toBe(false)
    const [first, second] = root.querySelectorAll('li')
    expect(first?.hasAttribute('role')).toBe(false)
    expect(first?.getAttribute('aria-current')).toBe('true')
    expect(second?.hasAttribute('aria-current')).toBe(false)
    stop()
  })

  it('follows the active item as DocSearch changes it', async () => {
    const root = document.createElement('section')
    root.innerHTML = MARKUP
    const stop = adjustDocSearchMarkup(root, 'Search')
    const [first, second] = root.querySelectorAll('li')
    first?.setAttribute('aria-selected', 'false')
    second?.setAttribute('aria-selected', 'true')
    await flush()
    expect(first?.hasAttribute('aria-current')).toBe(false)
    expect(second?.getAttribute('aria-current')).toBe('true')
    expect(second?.hasAttribute('aria-selected')).toBe(false)
    stop()
  })
})
