/**
 * The limits the HMDA Platform applies in its macro edits. The values are facts read from the
 * platform's published configuration (`edits.conf`, section `edits`, keys Q634–Q640), which its
 * operators could override by environment variable; none is known to be overridden.
 *
 * Shares are compared as the platform compares them: a count divided by a count in IEEE double
 * precision (JavaScript numbers are the same doubles, and `/` and `*` round the same way), so a
 * share exactly at a limit is decided the same here as there.
 */

/** Q634: home-purchase originations are only looked at above this many (`Q634.threshold`). */
export const Q634_MIN_ORIGINATIONS = 25
/** Q634: originations may be at most this share of home-purchase records (`Q634.ratio`). */
export const Q634_MAX_SHARE = 0.95
/** Q635: action taken 2 may be at most this share of all records (`Q635.ratio`). */
export const Q635_MAX_SHARE = 0.15
/** Q636: action taken 4 may be at most this share of all records (`Q636.ratio`). */
export const Q636_MAX_SHARE = 0.3
/** Q637: action taken 5 may be at most this share of all records (`Q637.ratio`). */
export const Q637_MAX_SHARE = 0.15
/** Q638: originations must be at least this share of records with action taken 1–6 (`Q638.ratio`). */
export const Q638_MIN_SHARE = 0.2
/** Q639: denied preapprovals are only expected above this many preapproval requests (`Q639.threshold`). */
export const Q639_MIN_REQUESTS = 1000
/** Q639: denied preapprovals expected at least (`Q639.expected`). */
export const Q639_MIN_DENIED = 1
/** Q640: an income (in thousands of dollars) below this counts as low (`Q640.income`). */
export const Q640_LOW_INCOME = 10
/** Q640: low incomes may be at most this share of records with a whole-number income (`Q640.ratio`). */
export const Q640_MAX_SHARE = 0.2
