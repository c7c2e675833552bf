import { useEffect } from 'react';

/**
 * Scrolls a focused control fully into view when it would fit (decision 013: focus never
 * hidden). Chromium scrolls a control Tab reaches only until part of it shows, so a tall field
 * such as a job description could take focus with three quarters of it below the fold.
 */
export function useRevealFocused(): void {
  useEffect(() => {
    const reveal = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      const box = event.target.getBoundingClientRect();
      const fits = box.height <= window.innerHeight;
      const cut = box.top < 0 || box.bottom > window.innerHeight;
      if (fits && cut) event.target.scrollIntoView({ block: 'nearest' });
    };
    document.addEventListener('focusin', reveal);
    return () => document.removeEventListener('focusin', reveal);
  }, []);
}
