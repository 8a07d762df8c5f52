import { useCallback, useEffect, useRef } from 'react'

/**
 * Builds a screen's next address state on the one it last put in the address. The router renders
 * each navigation in a transition, so a second change (a click, a key) can be handled before the
 * screen has re-rendered the first; built on the state last rendered, it would drop the first.
 * The returned function (stable) applies `change` to the state last addressed, records the result
 * as addressed and returns it, for the screen to navigate to; each new `rendered` state (a render
 * of a new address, Back and Forward included) becomes the state addressed.
 */
export function useAddressed<T>(rendered: T): (change: (current: T) => T) => T {
  const addressed = useRef(rendered)
  useEffect(() => {
    addressed.current = rendered
  }, [rendered])
  return useCallback((change: (current: T) => T) => {
    const next = change(addressed.current)
    addressed.current = next
    return next
  }, [])
}
