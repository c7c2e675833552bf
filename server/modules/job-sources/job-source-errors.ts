/** The job sources' answers to a request about a source that is not there or is busy. */
export const SOURCE_NOT_FOUND = 'This job source was removed.';
export const SOURCE_BUSY = 'This source is syncing right now; try again in a moment.';
