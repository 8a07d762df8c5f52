/**
 * The mailing-list signup's words that the footer shows itself, apart from the request module
 * (subscribe.ts), which the footer loads only when a visitor signs up.
 */

export const SUBSCRIBED_MESSAGE = 'You have been subscribed!'
export const BAD_REQUEST_MESSAGE = 'Error (400): Bad Request'
/** Shown for network failures and timeouts. The two spaces after the full stop are intended. */
export const SUBSCRIBE_FAILED_MESSAGE = 'Subscription failed.  Please try again later.'
