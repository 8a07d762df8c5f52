import { useState } from 'react'

/** Copies the page's address (which holds every choice) and says whether that worked. */
export function CopyLink() {
  const [status, setStatus] = useState('')
  return (
    <p className="datasets__copy">
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => {
          const href = window.location.href
          navigator.clipboard.writeText(href).then(
            () => setStatus('Link copied: it opens this view with every choice.'),
            () => setStatus(`Could not copy. The link is: ${href}`),
          )
        }}
      >
        Copy link to this view
      </button>{' '}
      <span role="status">{status}</span>
    </p>
  )
}
