/**
 * Makes DocSearch 3.9 keep its "Unable to fetch results" screen. DocSearch sets the error status
 * in a `.catch` on the search call, but autocomplete-core then resets the status to "idle" when
 * the request settles (and to "stalled" after 300 ms), so a failed search shows "No results".
 * The wrapped search hands the failure to DocSearch's handler once the stall timer has passed and
 * then leaves that request pending, so nothing resets the status; the next keystroke starts a
 * fresh request as usual.
 */

/** Later than autocomplete-core's default stall threshold (300 ms). */
const AFTER_STALL_MS = 400

export function keepErrorScreen<A extends unknown[], R>(
  search: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    const started = Date.now()
    const result = search(...args)
    // DocSearch calls `.catch(handler).then(...)` on the result; other uses see a plain promise.
    const wrapped = {
      then: result.then.bind(result),
      finally: result.finally.bind(result),
      catch: (handler?: ((error: unknown) => unknown) | null) =>
        result.catch(async (error: unknown) => {
          if (!handler) throw error
          const wait = AFTER_STALL_MS - (Date.now() - started)
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
          try {
            return handler(error)
          } catch {
            // DocSearch rethrows after setting the error status: keep this request pending.
            return new Promise<never>(() => undefined)
          }
        }),
      [Symbol.toStringTag]: 'Promise',
    }
    return wrapped as unknown as Promise<R>
  }
}
