import { describe, expect, test } from 'vitest';

import { appStateJson } from './app-state-json';
import type { AppHydrationState } from './hydration';

const read = (source: string): unknown => new Function(`return ${source}`)();

function stateWith(data: unknown): AppHydrationState {
  return {
    config: { companyName: 'Somnia' } as AppHydrationState['config'],
    query: {
      mutations: [],
      queries: [
        {
          queryKey: ['page', 'job', ''],
          queryHash: '["page","job",""]',
          dehydratedAt: 1,
          state: { data, dataUpdateCount: 1, dataUpdatedAt: 1, status: 'success' },
        },
      ],
    } as unknown as AppHydrationState['query'],
    experiments: { variants: {}, newlyAssigned: [] },
    stylesheets: ['/assets/shell.css'],
  };
}

describe('appStateJson', () => {
  test('reads back as the state it was made from', () => {
    const state = stateWith({
      page: { title: 'Open jobs', section: [{ count: 3, note: undefined }] },
      status: 200,
      left: undefined,
    });
    expect(read(appStateJson(state))).toEqual(state);
  });

  test('keeps the escaping of script JSON, in cached page data too', () => {
    const data = { title: '</script><script>alert(1)</script><!-- \u2028' };
    const source = appStateJson(stateWith(data));
    expect(source).not.toMatch(/<|\u2028|\u2029/);
    expect(appStateJson(stateWith(data))).toBe(source);
    expect(read(source)).toEqual(stateWith(data));
  });

  test('page data that is not an object reads back too', () => {
    expect(read(appStateJson(stateWith(null)))).toEqual(stateWith(null));
    expect(read(appStateJson(stateWith(['a', 1])))).toEqual(stateWith(['a', 1]));
  });

  test('a kept page is written once however many results wrap it', () => {
    const page = { title: 'Open jobs' };
    const first = appStateJson(stateWith({ page, status: 200 }));
    page.title = 'Changed';
    // Kept pages are never changed: the JSON made the first time is the page's.
    expect(appStateJson(stateWith({ page, status: 200 }))).toBe(first);
  });
});
