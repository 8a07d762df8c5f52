/** Files from this size on are checked in two workers at once (when two cores or more). */
export const SPLIT_MIN_BYTES = 8 * 1024 * 1024
