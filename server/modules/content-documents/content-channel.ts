/** The channel a committed change to the content documents is announced on (migration 027). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';
