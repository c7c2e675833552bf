import { describe, expect, test } from 'vitest';

import {
  assignExperiment,
  parseExperimentCookie,
  pickVariant,
  serializeExperimentCookie,
} from './experiment-cookie';

const TECH = { id: 'tech-at-somnia', weights: [50, 50] };

describe('experiment cookie', () => {
  test('holds the experiment id and the list of variant indexes', () => {
    expect(serializeExperimentCookie({ experimentId: 'tech-at-somnia', variants: [1] })).toBe(
      'tech-at-somnia.1',
    );
    expect(parseExperimentCookie('tech-at-somnia.1-0')).toEqual({
      experimentId: 'tech-at-somnia',
      variants: [1, 0],
    });
  });

  test('a malformed cookie reads as no assignment', () => {
    for (const value of ['', 'tech-at-somnia', '.1', 'tech-at-somnia.x', 'TECH.1', 'a.-1']) {
      expect(parseExperimentCookie(value)).toBeNull();
    }
  });

  test('variants are drawn 50/50 by weight', () => {
    expect(pickVariant([50, 50], 0)).toBe(0);
    expect(pickVariant([50, 50], 0.49)).toBe(0);
    expect(pickVariant([50, 50], 0.5)).toBe(1);
    expect(pickVariant([50, 50], 0.999)).toBe(1);
  });

  test('a visitor keeps the variant the cookie already holds', () => {
    expect(assignExperiment(TECH, 'tech-at-somnia.1', () => 0)).toEqual({
      assignment: { experimentId: 'tech-at-somnia', variants: [1] },
      isNew: false,
    });
  });

  test('a new visitor, or a cookie of another experiment or an unknown variant, gets a fresh draw', () => {
    expect(assignExperiment(TECH, undefined, () => 0.7).assignment.variants).toEqual([1]);
    expect(assignExperiment(TECH, 'other-test.0', () => 0.1)).toMatchObject({ isNew: true });
    expect(assignExperiment(TECH, 'tech-at-somnia.5', () => 0.1)).toMatchObject({
      isNew: true,
      assignment: { variants: [0] },
    });
  });
});
