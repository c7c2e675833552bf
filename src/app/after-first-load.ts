/** How long after the load event `afterFirstLoad` runs its task if the visitor has not acted. */
const DELAY_MS = 5_000;

/**
 * Runs `task` once the first load is over: at the visitor's first press of a key or a pointer,
 * or 5 s after the load event, whichever comes first. What it loads is then no part of the first
 * load (issue 11's budget counts every script until the network rests).
 */
export function afterFirstLoad(task: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    task();
  };
  for (const input of ['pointerdown', 'keydown'])
    addEventListener(input, startOnce, { capture: true, once: true, passive: true });
  const wait = () => setTimeout(startOnce, DELAY_MS);
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true });
}
