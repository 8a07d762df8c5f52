import { useEffectEvent, useLayoutEffect } from 'react'

/*
 * What a visitor typed or chose before React took over a prerendered form.
 *
 * A prerendered page shows its form at once, and the visitor can use it before React has
 * hydrated it (the app's code is still on its way on a slow phone, or the screen's lazy chunk has
 * not arrived). When React hydrates a control it leaves the DOM as it finds it, but the state
 * behind it still holds the value the page was rendered with, and the next render (the first one
 * after hydration comes at once) puts that value back: the choice is lost, and nothing the
 * visitor sees says so.
 *
 * So each shared control, once mounted, compares its element with the value it was rendered
 * with (the `value`, `checked` and `selected` attributes of the HTML, which the browser keeps as
 * the element's defaults and which React sets to the first render's props), and reports a
 * difference through its own onChange, as if the visitor had made the change after hydration.
 * A control that React created itself always matches its defaults, so nothing is reported; a
 * hydrated one that nobody touched neither.
 */

/**
 * On mount (in the browser only, before the first paint after hydration), reports through
 * `onChange` the value that `changed` reads from the DOM, if any and if it is not already the
 * control's `current` value: once, as a visitor's change. (A select React rendered itself with a
 * value that is not its first option has no option marked as its default, so the DOM alone
 * cannot tell it from a visitor's choice; the current value can.)
 */
export function useEarlyInput<V>(
  current: unknown,
  changed: () => V | undefined,
  onChange: (value: V) => void,
) {
  const catchUp = useEffectEvent(() => {
    const value = changed()
    if (value !== undefined && value !== current) onChange(value)
  })
  useLayoutEffect(() => {
    catchUp()
  }, [])
}

const NOT_TEXT = new Set(['checkbox', 'radio', 'file'])

/** The text of an input (or text area) by id, when it differs from the text it was rendered with. */
export function changedText(id: string): string | undefined {
  const element = document.getElementById(id)
  const text =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type))
  return text && element.value !== element.defaultValue ? element.value : undefined
}

/** Whether a checkbox or radio (by id) is checked, when that differs from how it was rendered. */
export function changedChecked(id: string): boolean | undefined {
  const element = document.getElementById(id)
  return element instanceof HTMLInputElement && element.checked !== element.defaultChecked
    ? element.checked
    : undefined
}

/**
 * The value of a single select by id, when its chosen option is not the one it was rendered with
 * (the option marked `selected`, or without one the first enabled option, which the browser
 * shows then).
 */
export function changedSelect(id: string): string | undefined {
  const element = document.getElementById(id)
  if (!(element instanceof HTMLSelectElement) || element.multiple) return undefined
  const options = Array.from(element.options)
  const initial =
    options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled)
  const chosen = element.selectedIndex >= 0 ? options[element.selectedIndex] : undefined
  return chosen && chosen !== initial ? chosen.value : undefined
}
