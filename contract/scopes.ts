/**
 * SPEC §3: scopes are read from a field named `scope`, either a list or a map; an OAuth server
 * usually sends a space-separated string, which counts as a list.
 *
 * @example
 * scopesOf({ scope: 'openid admin:comments' }); // => ['openid', 'admin:comments']
 * scopesOf({ scope: ['admin:keywords'] }); // => ['admin:keywords']
 * scopesOf({ scope: { 'admin:activity': true, 'admin:talent': false } }); // => ['admin:activity']
 */
export function scopesOf(claims: object | null | undefined): string[] {
  const scope = (claims as { scope?: unknown } | null | undefined)?.scope;
  if (typeof scope === 'string') return scope.split(/\s+/).filter(Boolean);
  if (Array.isArray(scope))
    return scope.filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof scope === 'object' && scope !== null) {
    return Object.entries(scope)
      .filter(([, granted]) => Boolean(granted))
      .map(([name]) => name);
  }
  return [];
}

/**
 * SPEC §6: the only permission check. A user has a scope if the scope list includes it.
 *
 * @example
 * hasScope(['admin:comments'], 'admin:comments'); // => true
 */
export function hasScope(scopes: readonly string[], scope: string): boolean {
  return scopes.includes(scope);
}
