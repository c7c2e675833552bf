/**
 * The A/B experiment cookie (SPEC §3, §9): named `exp`, it holds an experiment id and a list
 * of variant indexes, written as `tech-at-somnia.1` (several indexes joined with `-`).
 */
interface ExperimentAssignment {
  experimentId: string;
  variants: number[];
}

export interface ExperimentDefinition {
  id: string;
  /** One weight per variant (SPEC §9: two variants, 50/50). */
  weights: number[];
}

const EXPERIMENT_ID = /^[a-z0-9-]{1,64}$/;
const VARIANT_LIST = /^\d{1,3}(?:-\d{1,3}){0,7}$/;

export function serializeExperimentCookie(assignment: ExperimentAssignment): string {
  return `${assignment.experimentId}.${assignment.variants.join('-')}`;
}

export function parseExperimentCookie(value: string | undefined): ExperimentAssignment | null {
  if (!value) return null;
  const separator = value.lastIndexOf('.');
  if (separator <= 0) return null;
  const experimentId = value.slice(0, separator);
  const indexes = value.slice(separator + 1);
  if (!EXPERIMENT_ID.test(experimentId) || !VARIANT_LIST.test(indexes)) return null;
  return { experimentId, variants: indexes.split('-').map(Number) };
}

/** Picks a variant index by weight; `random` is in [0, 1). */
export function pickVariant(weights: number[], random: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let threshold = random * total;
  for (let index = 0; index < weights.length; index += 1) {
    threshold -= weights[index] ?? 0;
    if (threshold < 0) return index;
  }
  return weights.length - 1;
}

/** Keeps a valid existing assignment, else draws a new one. */
export function assignExperiment(
  definition: ExperimentDefinition,
  cookieValue: string | undefined,
  random: () => number,
): { assignment: ExperimentAssignment; isNew: boolean } {
  const existing = parseExperimentCookie(cookieValue);
  const valid =
    existing?.experimentId === definition.id &&
    existing.variants.length === 1 &&
    (existing.variants[0] ?? -1) < definition.weights.length;
  if (existing && valid) return { assignment: existing, isNew: false };
  return {
    assignment: {
      experimentId: definition.id,
      variants: [pickVariant(definition.weights, random())],
    },
    isNew: true,
  };
}
