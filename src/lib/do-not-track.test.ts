import { describe, expect, test } from 'vitest';

import { doNotTrackEnabled } from './do-not-track';

describe('doNotTrackEnabled', () => {
  const nav = (values: { doNotTrack?: string | null; msDoNotTrack?: string }) =>
    values as unknown as Navigator & { msDoNotTrack?: string };

  test.each([
    [{ doNotTrack: '1' }, {}, true],
    [{ doNotTrack: 'yes' }, {}, true],
    [{ msDoNotTrack: '1' }, {}, true],
    [{}, { doNotTrack: '1' }, true],
    [{ doNotTrack: '0' }, {}, false],
    [{ doNotTrack: 'unspecified' }, {}, false],
    [{ doNotTrack: null }, {}, false],
    [{}, {}, false],
  ])('navigator %o, window %o → %s', (navigatorValues, windowValues, expected) => {
    expect(doNotTrackEnabled(nav(navigatorValues), windowValues)).toBe(expected);
  });
});
