import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { isCurrentItem, isCurrentPage, type NavItem } from '../navigation'

interface NavMenuProps {
  items: NavItem[]
  /** Mobile drawer state (the menu button lives in the header). */
  open: boolean
  /** Closes the drawer by the user's request (focus returns to the menu button). */
  onClose: () => void
  /** Closes the drawer because a link was followed. */
  onNavigate: () => void
}

type Current = 'page' | 'true' | undefined

function ItemLink({
  item,
  className,
  current,
  onNavigate,
}: {
  item: NavItem
  className?: string
  current: Current
  onNavigate: () => void
}) {
  const label = <span>{item.name}</span>
  if (item.reload) {
    return (
      <a className={className} href={item.href} aria-current={current}>
        {label}
      </a>
    )
  }
  return (
    <Link className={className} to={item.href} onClick={onNavigate} aria-current={current}>
      {label}
    </Link>
  )
}

/** The primary navigation: USWDS nav with keyboard-operable dropdown submenus. */
export function NavMenu({ items, open, onClose, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const baseId = useId()

  // Close submenus on navigation.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setExpanded(null)
  }

  // Close an open submenu when focus or a click goes elsewhere.
  useEffect(() => {
    if (!expanded) return
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setExpanded(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [expanded])

  useEffect(() => {
    if (open) closeRef.current?.focus()
  }, [open])

  // The open drawer is modal: the page behind it is inert and Tab cycles inside it.
  useLayoutEffect(() => {
    const nav = navRef.current
    if (!open || !nav) return
    let undo: (() => void) | undefined
    let closed = false
    import('./drawerModal').then(
      (m) => {
        if (!closed) undo = m.makeModal(nav)
      },
      (error: unknown) => console.error('The menu could not be made modal.', error),
    )
    return () => {
      closed = true
      undo?.()
    }
  }, [open])

  const closeAll = () => {
    setExpanded(null)
    onNavigate()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    if (expanded) {
      const button = navRef.current?.querySelector<HTMLButtonElement>(
        `[aria-controls="${baseId}-${expanded}"]`,
      )
      setExpanded(null)
      button?.focus()
    } else if (open) {
      onClose()
    }
  }

  return (
    <nav
      ref={navRef}
      aria-label="Primary navigation"
      className={`usa-nav${open ? ' is-visible' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (expanded && !navRef.current?.contains(event.relatedTarget as Node | null))
          setExpanded(null)
      }}
    >
      <button
        ref={closeRef}
        type="button"
        className="usa-nav__close"
        onClick={onClose}
        aria-label="Close menu"
      >
        <span aria-hidden="true">×</span>
      </button>
      <ul className="usa-nav__primary usa-accordion">
        {items.map((item, index) => {
          const current = isCurrentItem(item, pathname)
          const linkClass = `usa-nav__link${current ? ' usa-current' : ''}`
          if (!item.submenu) {
            return (
              <li key={item.name} className="usa-nav__primary-item">
                <ItemLink
                  item={item}
                  className={linkClass}
                  current={current ? 'page' : undefined}
                  onNavigate={closeAll}
                />
              </li>
            )
          }
          const key = String(index)
          const isOpen = expanded === key
          const id = `${baseId}-${key}`
          let lastGroup: string | undefined
          return (
            <li key={item.name} className="usa-nav__primary-item">
              <button
                type="button"
                className={`usa-accordion__button ${linkClass}`}
                aria-expanded={isOpen}
                aria-controls={id}
                aria-current={current ? 'true' : undefined}
                onClick={() => setExpanded(isOpen ? null : key)}
              >
                <span>{item.name}</span>
              </button>
              <ul id={id} className="usa-nav__submenu" hidden={!isOpen}>
                {item.submenu.map((sub) => {
                  const heading = sub.group && sub.group !== lastGroup ? sub.group : undefined
                  lastGroup = sub.group
                  return (
                    <li key={sub.href} className="usa-nav__submenu-item">
                      {heading && <span className="nav-group-heading">{heading}</span>}
                      <ItemLink
                        item={sub}
                        current={isCurrentPage(sub, pathname, item) ? 'page' : undefined}
                        onNavigate={closeAll}
                      />
                    </li>
                  )
                })}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
