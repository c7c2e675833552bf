import { describe, expect, test } from 'vitest';

import type { QuizStatement } from '../../../contract/page-types';
import { scoreDepartments, suggestDepartments } from './quiz-scoring';

const statement = (
  id: string,
  a: Record<string, number>,
  b: Record<string, number>,
): QuizStatement => ({
  id,
  a: { text: `${id} A`, weights: a },
  b: { text: `${id} B`, weights: b },
});

const STATEMENTS = [
  statement('one', { Engineering: 3, Data: 1 }, { Care: 2, Retail: 2 }),
  statement('two', { Data: 2, Finance: 2 }, { Design: 3, Marketing: 1 }),
  statement('three', { Manufacturing: 3 }, { Engineering: 1, Product: 2 }),
];

describe('scoreDepartments', () => {
  test('sums the weights of the chosen sides; neutral and unanswered add nothing', () => {
    const scores = scoreDepartments(STATEMENTS, { one: 'a', two: 'a', three: 'n' });

    expect(scores.slice(0, 3)).toEqual([
      { department: 'Engineering', score: 3 },
      { department: 'Data', score: 3 },
      { department: 'Finance', score: 2 },
    ]);
  });

  test('lists every department once, even those that scored nothing', () => {
    const departments = scoreDepartments(STATEMENTS, {}).map((entry) => entry.department);

    expect(departments).toEqual([
      'Engineering',
      'Data',
      'Care',
      'Retail',
      'Finance',
      'Design',
      'Marketing',
      'Manufacturing',
      'Product',
    ]);
  });

  test('ties keep the order in which the departments first appear', () => {
    const scores = scoreDepartments(STATEMENTS, { one: 'b' });

    expect(scores.slice(0, 2).map((entry) => entry.department)).toEqual(['Care', 'Retail']);
  });
});

describe('suggestDepartments', () => {
  test('suggests the three best-fitting departments when three scored', () => {
    expect(suggestDepartments(STATEMENTS, { one: 'a', two: 'b', three: 'b' })).toEqual([
      'Engineering',
      'Design',
      'Product',
    ]);
  });

  test('suggests two when only two scored', () => {
    expect(suggestDepartments(STATEMENTS, { three: 'b' })).toEqual(['Product', 'Engineering']);
  });

  test('still suggests two when only one scored, the next by order', () => {
    expect(suggestDepartments(STATEMENTS, { three: 'a' })).toEqual([
      'Manufacturing',
      'Engineering',
    ]);
  });

  test('still suggests two after answering neutral throughout', () => {
    expect(suggestDepartments(STATEMENTS, { one: 'n', two: 'n', three: 'n' })).toEqual([
      'Engineering',
      'Data',
    ]);
  });
});
