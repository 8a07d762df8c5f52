/**
 * Adjusts DocSearch 3.9's markup for axe and assistive technology, on every change (a
 * MutationObserver; React leaves alone the attributes it set once):
 * - the backdrop is a `role="button"` with the whole search inside (nested interactive
 *   content): it loses that role and its combobox attributes; the modal becomes a labelled
 *   modal dialog instead;
 * - its `<header>` and `<footer>` would be a second banner and content-info landmark;
 * - the input's aria-controls names lists that do not exist;
 * - results are links (and buttons) inside `role="option"` items (interactive content inside
 *   options): they become a plain list of links, the active item marked with aria-current.
 */

const BACKDROP_ATTRIBUTES = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-labelledby',
  'aria-controls',
]

function setAttribute(element: Element | null, name: string, value: string) {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value)
}

function removeAttribute(element: Element | null, name: string) {
  if (element?.hasAttribute(name)) element.removeAttribute(name)
}

function adjust(root: HTMLElement, label: string) {
  const backdrop = root.querySelector('.DocSearch-Container')
  for (const name of BACKDROP_ATTRIBUTES) removeAttribute(backdrop, name)
  const modal = root.querySelector('.DocSearch-Modal')
  setAttribute(modal, 'role', 'dialog')
  setAttribute(modal, 'aria-modal', 'true')
  setAttribute(modal, 'aria-label', label)
  for (const landmark of root.querySelectorAll('.DocSearch-SearchBar, .DocSearch-Footer')) {
    setAttribute(landmark, 'role', 'none')
  }
  removeAttribute(root.querySelector('.DocSearch-Input'), 'aria-controls')
  for (const list of root.querySelectorAll('.DocSearch-Dropdown [role="listbox"]')) {
    removeAttribute(list, 'role')
    removeAttribute(list, 'aria-labelledby')
  }
  for (const item of root.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit')) {
    removeAttribute(item, 'role')
    const selected = item.getAttribute('aria-selected')
    if (selected === null) continue
    item.removeAttribute('aria-selected')
    if (selected === 'true') setAttribute(item, 'aria-current', 'true')
    else removeAttribute(item, 'aria-current')
  }
}

/** Keeps DocSearch's markup adjusted under `root`; returns the function that stops it. */
export function adjustDocSearchMarkup(root: HTMLElement, label: string): () => void {
  adjust(root, label)
  const observer = new MutationObserver(() => adjust(root, label))
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-selected', 'aria-controls', 'tabindex'],
  })
  return () => observer.disconnect()
}
