/** A button back to the top of the page; focus moves to the skip target for keyboard users. */
export function ReturnToTop() {
  const toTop = () => {
    window.scrollTo({ top: 0 })
    document.getElementById('main-content')?.focus({ preventScroll: true })
  }
  return (
    <div className="grid-container return-to-top no-print">
      <button type="button" className="usa-button usa-button--unstyled" onClick={toTop}>
        Return to top
      </button>
    </div>
  )
}
