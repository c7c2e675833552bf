import type { DehydratedState } from '@tanstack/react-query';

import type { AppHydrationState } from './hydration';
import { toScriptJson } from './script-json';

/**
 * The script JSON of objects a process keeps and shares between requests without changing them:
 * the configuration and the page data of the page-data cache (server/pages/page-cache.ts), which
 * every render of a kept page would otherwise serialise again (about 2.5% of its CPU). Weakly
 * held, so it lives exactly as long as what it was made from.
 */
const sharedJson = new WeakMap<object, string>();

function jsonOfShared(value: unknown): string {
  if (typeof value !== 'object' || value === null) return toScriptJson(value ?? null);
  let json = sharedJson.get(value);
  if (json === undefined) {
    json = toScriptJson(value);
    sharedJson.set(value, json);
  }
  return json;
}

/**
 * A JSON object of members given as JSON text already and the members of `rest`. Joined with
 * `+`, which links the strings (a rope) where `Array.join` would copy the page data's JSON into
 * each enclosing object.
 */
function objectJson(members: Record<string, string>, rest: object): string {
  let json = '';
  for (const [key, member] of Object.entries(members)) {
    json += (json ? ',' : '') + JSON.stringify(key) + ':' + member;
  }
  const restJson = toScriptJson(rest);
  if (restJson !== '{}') json += (json ? ',' : '') + restJson.slice(1, -1);
  return '{' + json + '}';
}

/**
 * A query's data, its members' JSON made once per object: a page query's data is made for the
 * request (`{ page, status }`, src/api/page-api.ts) around the page the cache keeps.
 */
function dataJson(data: unknown): string {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return jsonOfShared(data);
  let json = '';
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined)
      json += (json ? ',' : '') + JSON.stringify(key) + ':' + jsonOfShared(value);
  }
  return '{' + json + '}';
}

function dehydratedJson({ queries, ...rest }: DehydratedState): string {
  const queryJson = queries.map(({ state: { data, ...status }, ...query }) =>
    objectJson({ state: objectJson({ data: dataJson(data) }, status) }, query),
  );
  let queriesJson = '';
  for (const json of queryJson) queriesJson += (queriesJson ? ',' : '') + json;
  return objectJson({ queries: '[' + queriesJson + ']' }, rest);
}

/**
 * The app's hydration state as a JavaScript expression for an inline script, as `toScriptJson`
 * writes it (the members in another order), with the configuration's and each page's data's
 * JSON made once per object (a query's data is what the page source answered: a kept page's is
 * the cache's own object).
 */
export function appStateJson({ config, query, ...rest }: AppHydrationState): string {
  return objectJson({ config: jsonOfShared(config), query: dehydratedJson(query) }, rest);
}
