import { expect, test } from 'vitest';

import { createRenderTurns } from './render-turns';

/** Blocks the thread like a render does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

test('every waiting render gets its turn, in arrival order', async () => {
  const nextTurn = createRenderTurns(3);
  const started: number[] = [];

  await Promise.all(
    Array.from({ length: 10 }, (_, index) => nextTurn().then(() => started.push(index))),
  );

  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('a timer due during a burst of renders fires after a few of them, not after all', async () => {
  const nextTurn = createRenderTurns(2);
  let rendered = 0;
  let renderedWhenTimerFired = -1;
  setTimeout(() => (renderedWhenTimerFired = rendered), 0);

  await Promise.all(
    Array.from({ length: 20 }, () =>
      nextTurn().then(() => {
        busyFor(2);
        rendered += 1;
      }),
    ),
  );

  expect(rendered).toBe(20);
  expect(renderedWhenTimerFired).toBeGreaterThanOrEqual(0);
  expect(renderedWhenTimerFired).toBeLessThanOrEqual(4);
});
