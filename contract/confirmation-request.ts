/**
 * What a request that asks an address to confirm did (decision 036): `sent`, a confirmation link
 * is on its way unless the address has what it asked for already; `pending`, the address was sent
 * a link of this kind a short while ago, and the request joined it; `capped`, the address was sent
 * its day's confirmation links, so nothing was saved or sent. The job alert form reads it from
 * `POST /api/alerts`'s data and its `?outcome=`.
 */
export type ConfirmationRequestOutcome = 'sent' | 'pending' | 'capped';
