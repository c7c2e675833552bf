import type { QuizStatement } from '../../../contract/page-types';
import type { SliderChoice } from '../three-way-slider/three-way-slider-logic';

/** Each statement's answer by statement id; a missing answer counts as neutral. */
export type QuizAnswers = Readonly<Record<string, SliderChoice>>;

interface DepartmentScore {
  department: string;
  score: number;
}

const MIN_SUGGESTIONS = 2;
const MAX_SUGGESTIONS = 3;

/**
 * Every department the statements name, in the order it first appears, with the sum of the
 * weights of the sides chosen (neutral adds nothing), highest first; ties keep that order.
 *
 * @example
 * scoreDepartments(statements, { afternoon: 'a' });
 * // => [{ department: 'Engineering', score: 3 }, { department: 'Data & Analytics', score: 1 }, …]
 */
export function scoreDepartments(
  statements: readonly QuizStatement[],
  answers: QuizAnswers,
): DepartmentScore[] {
  const scores = new Map<string, number>();
  for (const statement of statements) {
    for (const side of [statement.a, statement.b]) {
      for (const department of Object.keys(side.weights)) {
        if (!scores.has(department)) scores.set(department, 0);
      }
    }
    const answer = answers[statement.id];
    const chosen = answer === 'a' ? statement.a : answer === 'b' ? statement.b : undefined;
    for (const [department, weight] of Object.entries(chosen?.weights ?? {})) {
      scores.set(department, (scores.get(department) ?? 0) + weight);
    }
  }
  // Array.prototype.sort is stable: equal scores keep their first-appearance order.
  return [...scores]
    .map(([department, score]) => ({ department, score }))
    .sort((x, y) => y.score - x.score);
}

/**
 * The two or three best-fitting departments: up to three that scored, and at least two (the
 * ranking's next ones) even when the visitor stayed neutral throughout.
 */
export function suggestDepartments(
  statements: readonly QuizStatement[],
  answers: QuizAnswers,
): string[] {
  const ranking = scoreDepartments(statements, answers);
  const scored = ranking.filter((entry) => entry.score > 0).slice(0, MAX_SUGGESTIONS);
  const picked = scored.length >= MIN_SUGGESTIONS ? scored : ranking.slice(0, MIN_SUGGESTIONS);
  return picked.map((entry) => entry.department);
}
