import { createContext, useContext, useEffect, type ReactNode } from 'react';

import type { ExperimentState } from '../../contract/experiment-state';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const ExperimentContext = createContext<ExperimentState>({ variants: {}, newlyAssigned: [] });

export function ExperimentProvider({
  state,
  children,
}: {
  state: ExperimentState;
  children: ReactNode;
}) {
  return <ExperimentContext.Provider value={state}>{children}</ExperimentContext.Provider>;
}

/** SPEC §7: the assignment and the call-to-action click are reported to analytics (`dataLayer`). */
export function reportExperimentEvent(
  event: 'assignment' | 'cta_click',
  experimentId: string,
  variant: number,
): void {
  (window.dataLayer ??= []).push({ event: `experiment_${event}`, experimentId, variant });
}

/**
 * Experiments already reported per server response: the block remounts on every client-side
 * visit to its page, but a new assignment happened once and is reported once.
 */
const reportedAssignments = new WeakMap<ExperimentState, Set<string>>();

/** The variant index the server assigned (0 when the experiment is unknown to it). */
export function useExperimentVariant(experimentId: string): number {
  const state = useContext(ExperimentContext);
  const variant = state.variants[experimentId] ?? 0;
  const isNew = state.newlyAssigned.includes(experimentId);
  useEffect(() => {
    if (!isNew) return;
    const reported = reportedAssignments.get(state) ?? new Set<string>();
    reportedAssignments.set(state, reported);
    if (reported.has(experimentId)) return;
    reported.add(experimentId);
    reportExperimentEvent('assignment', experimentId, variant);
  }, [state, experimentId, variant, isNew]);
  return variant;
}
