const MAX_LOCAL_PATH_LENGTH = 2048;
// SPEC §5: a single leading slash, then only a restricted character set
// (no backslash, colon, '#', whitespace or control characters).
const LOCAL_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9/_\-.~?=&%+]*$/;

/**
 * True only for a same-origin path that is safe to remember as a redirect
 * target (SPEC §5): it starts with exactly one `/`, uses a restricted
 * character set and is at most 2048 characters long.
 *
 * @example
 * isLocalPath('/admin/blog-comment?page=2'); // => true
 * isLocalPath('//evil.example'); // => false
 */
export function isLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_LOCAL_PATH_LENGTH &&
    LOCAL_PATH_PATTERN.test(value)
  );
}

/**
 * The value when it is a local path, otherwise the fallback (`/admin`,
 * where SPEC §4 sends a user after sign-in when nothing was remembered).
 *
 * @example
 * safeRedirectTarget('https://evil.example'); // => '/admin'
 * safeRedirectTarget('/admin/log-activity'); // => '/admin/log-activity'
 */
export function safeRedirectTarget(value: unknown, fallback = '/admin'): string {
  return isLocalPath(value) ? value : fallback;
}
