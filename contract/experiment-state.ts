/** The visitor's variant per experiment id, decided on the server so the first paint is final. */
export interface ExperimentState {
  variants: Record<string, number>;
  /** Experiments assigned on this response (reported once to analytics). */
  newlyAssigned: string[];
}
