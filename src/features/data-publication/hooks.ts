import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'
import { isPrerenderConfig } from '@/config/prerenderConfig'
import { useConfig } from '@/config/useConfig'
import { headFile, type FileInfo } from '@/lib/api/client'
import { hasOwnFocus, OWN_FOCUS_STATE } from '@/lib/focusHeading'

export type FileInfos = Map<string, FileInfo | null>

/**
 * Size and date of each file, from HEAD requests (absent or unreachable files map to null).
 * Kept for the visit while every file answered; a null (which may be a passing fault) is asked
 * again by the next screen that wants it.
 */
export const fileInfosQuery = (urls: string[]) =>
  queryOptions({
    queryKey: ['files', 'info', ...urls],
    queryFn: async ({ signal }): Promise<FileInfos> => {
      const infos = await Promise.all(
        urls.map((url) => headFile(url, { signal, timeoutMs: 15000 })),
      )
      return new Map(urls.map((url, i) => [url, infos[i] ?? null]))
    },
    staleTime: ({ state }) =>
      state.data && ![...state.data.values()].includes(null) ? Infinity : 0,
  })

/**
 * `fileInfosQuery(urls)`, not while a prerendered page hydrates: its addresses are the production
 * host's (as in the HTML), and the page's own host may read the file server elsewhere (the local
 * prefix); the requests start once the page's configuration is in place.
 */
export function useFileInfos(urls: string[]): FileInfos | undefined {
  const hydrating = isPrerenderConfig(useConfig())
  return useQuery({ ...fileInfosQuery(urls), enabled: urls.length > 0 && !hydrating }).data
}

/**
 * Moves focus to `ref` whenever `value` changes after the first render (a step of a picker was
 * chosen): keyboard and screen-reader users continue where the new content starts.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, value: string) {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus()
  }, [ref, value])
}

/** Navigation state that asks the next screen to move focus to where it continues. */
export const FOCUS_STATE = OWN_FOCUS_STATE

/**
 * Moves focus to `ref` when the page was reached by a choice made in a picker (navigation with
 * FOCUS_STATE): each step is its own URL, so the screen mounts anew; a deep link opened cold
 * keeps the browser's usual focus.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>) {
  const location = useLocation()
  const wanted = hasOwnFocus(location.state)
  useEffect(() => {
    if (wanted) ref.current?.focus()
  }, [ref, wanted, location.key])
}
