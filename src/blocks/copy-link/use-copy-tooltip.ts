import { useCallback, useEffect, useRef, useState } from 'react';

import { COPY_TOOLTIP_MS } from '../../../contract/constants';

type CopyOutcome = 'copied' | 'selected';

/**
 * SPEC §4 copy tooltip: it appears on success and hides after a timeout. Showing it again
 * restarts the timeout.
 */
export function useCopyTooltip(timeoutMs: number = COPY_TOOLTIP_MS) {
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: CopyOutcome) => {
      clearTimeout(timer.current);
      setOutcome(next);
      timer.current = setTimeout(() => setOutcome(null), timeoutMs);
    },
    [timeoutMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { outcome, show };
}

/**
 * Copies text with the Clipboard API; where it is missing or refused, selects the field's text
 * so the visitor can copy it themselves.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No Clipboard API');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    field?.focus();
    field?.select();
    return 'selected';
  }
}
