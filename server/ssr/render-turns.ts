/**
 * Server renders take turns. A page's render runs synchronously (about 2 ms), and requests that
 * arrive together are all handled in one pass of the event loop: 50 of them held timers, health
 * checks and new connections for about 100 ms. Here at most `perTurn` renders start per pass;
 * the rest wait for the next, so nothing else waits behind more than a few renders. Throughput
 * is the same: the renders run either way, only in smaller slices.
 *
 * @example
 * const nextRenderTurn = createRenderTurns(4);
 * await nextRenderTurn();
 * render();
 */
export function createRenderTurns(perTurn: number): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let scheduled = false;

  const startTurn = () => {
    scheduled = false;
    const starting = waiting.splice(0, perTurn);
    if (waiting.length > 0) schedule();
    for (const start of starting) start();
  };
  // setImmediate: a turn scheduled during a turn runs in the next pass, after timers and I/O.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startTurn);
  };

  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}
