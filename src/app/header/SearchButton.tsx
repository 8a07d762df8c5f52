import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useHydrated } from '@/config/hydration'
import './SearchButton.css'

interface ModalProps {
  onClose: () => void
}

/** The search modal (DocSearch, its styles, the local search client) is a chunk of its own. */
const loadModal = () => import('@/features/docsearch/SearchModal')

const isApplePlatform = () => /Mac|iPhone|iPod|iPad/i.test(navigator.platform)

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The documentation search button of the header, with the keyboard shortcuts: Ctrl+K (⌘K on
 * Apple platforms) anywhere, "/" outside form fields. Escape closes; focus returns here.
 */
export function SearchButton() {
  // The platform is the visitor's: the prerendered button names no shortcut until hydration.
  const hydrated = useHydrated()
  const isApple = hydrated && isApplePlatform()
  const [open, setOpen] = useState(false)
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  // The address when the modal opened: a result that opens another page without a hash leaves
  // focus to the shell (the new page's heading, see useRouteFocus) instead of bringing it here.
  const openedAt = useRef('')
  const here = () => window.location.pathname + window.location.search

  const show = () => {
    openedAt.current = here()
    setOpen(true)
    loadModal().then(
      (module) => setModal(() => module.SearchModal),
      (error: unknown) => {
        setOpen(false)
        console.error('The search could not be loaded.', error)
      },
    )
  }
  const close = () => {
    setOpen(false)
    if (here() === openedAt.current || window.location.hash) button.current?.focus()
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (event.key === '/' && !open && !isEditable(event.target))
      if (!shortcut && !(open && event.key === 'Escape')) return
      event.preventDefault()
      if (open) close()
      else show()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  })

  const prefetch = () => void loadModal().catch(() => undefined)
  return (
    <>
      <button
        ref={button}
        type="button"
        className="site-search-button"
        aria-label={
          hydrated
            ? `Search documentation (${isApple ? 'Command' : 'Control'}+K)`
            : 'Search documentation'
        }
        aria-keyshortcuts={hydrated ? (isApple ? 'Meta+K /' : 'Control+K /') : undefined}
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <circle cx="8.5" cy="8.5" r="6" />
          <path d="m13 13 5 5" />
        </svg>
        <span className="site-search-button__text">Search</span>
        {/* Before hydration: the same box, kept invisible (see SearchButton.css). */}
        <kbd aria-hidden="true" className={hydrated ? undefined : 'is-pending'}>
          {isApple ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && Modal && <Modal onClose={close} />}
    </>
  )
}
