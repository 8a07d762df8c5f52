import { useEffect } from 'react'
import { holdSession } from './session'

/**
 * While `active` (an upload or the platform's processing is under way), the sign-in session is
 * refreshed before it expires instead of asking whether to stay signed in.
 */
export function useKeepSessionAlive(active: boolean) {
  useEffect(() => (active ? holdSession() : undefined), [active])
}
