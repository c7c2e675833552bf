import { expect, type CDPSession, type Page } from '@playwright/test';

/** A walk through a page's controls with one key, Tab forwards or Shift+Tab backwards. */
type SweepKey = 'Tab' | 'Shift+Tab';

/** What a started walk leaves on the page's window for the test to read. */
interface InstalledSweep {
  isOver: () => boolean;
  finish: () => FocusStop[];
}

/** One control focused during a walk, and what kept it out of sight (`null`: in plain sight). */
interface FocusStop {
  /** The focused element as `tag "name"`, or `<body>` when focus fell out of every control. */
  description: string;
  /** `outside the viewport`, `covered by header.site-header at 12,40`… */
  hiddenBy: string | null;
}

/**
 * Installs the recorder of a walk: at each press of `key` the page notes the stop the previous
 * press reached, as the visitor saw it (the browser has scrolled it into view, nothing has moved
 * on yet), so a walk costs one key press per stop and a single read at its end.
 *
 * A stop is hidden when less than half of its box is in the viewport, or when a point of the
 * part in view (its centre, and near its corners, inset so that rounded corners do not count) is
 * under a fixed or sticky box that is not its own (a header, a bar, a launcher), or when every
 * one of those points is under something else. The box is the control's first line box (a link
 * may wrap), or its label's for a control drawn by its label; a box larger than the viewport is
 * judged by the centre of its visible part. The walk starts when the first press leaves either
 * the top of the page or the browser's own UI, and ends when focus leaves the document or comes
 * back to a control it has already been on.
 */
function startFocusSweep(page: Page, key: SweepKey): Promise<void> {
  return page.evaluate((key) => {
    const backwards = key === 'Shift+Tab';
    const sweep = { started: false, ended: false, seen: new WeakSet<Element>() };
    const stops: { description: string; hiddenBy: string | null }[] = [];
    const nameOf = (element: Element) =>
      (
        (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() ||
        element.getAttribute('name') ||
        element.id
      ).slice(0, 40);
    const isPinned = (node: Element) =>
      ['fixed', 'sticky'].includes(getComputedStyle(node).position);
    /** The fixed or sticky box a hit belongs to, unless that box also holds the focused element. */
    const pinnedCover = (hit: Element, focused: Element) => {
      for (let node: Element | null = hit; node; node = node.parentElement) {
        if (node.contains(focused)) return null;
        if (isPinned(node)) return node;
      }
      return null;
    };
    const describe = (node: Element) => {
      const classes = [...node.classList].slice(0, 2).join('.');
      return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };

    const hiddenBy = (element: Element): string | null => {
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
      const lines = [...element.getClientRects()].filter(
        (box) => box.width >= 4 && box.height >= 4,
      );
      const box = lines[0] ?? label?.getBoundingClientRect();
      if (!box) return 'has no box';
      const [width, height] = [window.innerWidth, window.innerHeight];
      if (box.bottom <= 0 || box.top >= height || box.right <= 0 || box.left >= width) {
        return 'outside the viewport';
      }
      // What of the box is in the viewport; the browser shows a text field's caret line rather
      // than all of it, so a box counts as outside only when less than half of it is in view.
      const seen = {
        left: Math.max(box.left, 0),
        top: Math.max(box.top, 0),
        right: Math.min(box.right, width),
        bottom: Math.min(box.bottom, height),
      };
      const [seenWidth, seenHeight] = [seen.right - seen.left, seen.bottom - seen.top];
      const fits = box.width <= width && box.height <= height;
      if (fits && seenWidth * seenHeight < (box.width * box.height) / 2) {
        const at = [box.left, box.top, box.right, box.bottom].map(Math.round).join(',');
        return `mostly outside the viewport (${at})`;
      }
      const shows = (hit: Element | null) =>
        !!hit && (element.contains(hit) || !!label?.contains(hit) || hit.contains(element));
      const inset = (size: number) => Math.min(8, size / 4);
      const [dx, dy] = [inset(seenWidth), inset(seenHeight)];
      const centre = [(seen.left + seen.right) / 2, (seen.top + seen.bottom) / 2] as const;
      const points: (readonly [number, number])[] = fits
        ? [
            centre,
            [seen.left + dx, seen.top + dy],
            [seen.right - dx, seen.top + dy],
            [seen.left + dx, seen.bottom - dy],
            [seen.right - dx, seen.bottom - dy],
          ]
        : [centre];
      let covered = 0;
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (shows(hit)) continue;
        const pinned = hit && pinnedCover(hit, element);
        if (pinned) return `covered by ${describe(pinned)} at ${Math.round(x)},${Math.round(y)}`;
        covered += 1;
      }
      return covered === points.length ? 'covered entirely' : null;
    };

    const record = () => {
      const element = document.activeElement;
      const onBody = !element || element === document.body;
      if (onBody && !document.hasFocus()) {
        // In the browser's own UI: the walk starts (Shift+Tab from the top) or ends.
        if (stops.length > 0) sweep.ended = true;
        else sweep.started = true;
        return;
      }
      if (!sweep.started) {
        // Tab from a page just opened starts at once; Shift+Tab first leaves the page.
        sweep.started = onBody && !backwards;
        return;
      }
      if (onBody || !element) {
        stops.push({ description: '<body>', hiddenBy: 'focus fell out of every control' });
        sweep.ended = true;
        return;
      }
      if (sweep.seen.has(element)) {
        sweep.ended = true;
        return;
      }
      sweep.seen.add(element);
      const name = nameOf(element);
      stops.push({
        description: `${element.tagName.toLowerCase()} "${name}"`,
        hiddenBy: hiddenBy(element),
      });
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && event.shiftKey === backwards && !sweep.ended) record();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    const finish = () => {
      if (!sweep.ended) record();
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      return stops;
    };
    (window as { focusSweep?: InstalledSweep }).focusSweep = { isOver: () => sweep.ended, finish };
    if (backwards) {
      // To the first control (every layout starts with its skip link): the first Shift+Tab leaves
      // the page, the next enters it from its end.
      const skipLink = document.querySelector<HTMLElement>('.skip-link');
      if (!skipLink) throw new Error('No skip link to start a Shift+Tab walk from');
      skipLink.focus();
    }
  }, key);
}

/** Whether the walk has ended (focus left the page or came round), so that more presses are moot. */
function isFocusSweepOver(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as { focusSweep?: InstalledSweep }).focusSweep?.isOver() ?? true,
  );
}

/** Ends the walk: the last stop is read, and every stop comes back. */
function finishFocusSweep(page: Page): Promise<FocusStop[]> {
  return page.evaluate(() => {
    const sweep = (window as { focusSweep?: InstalledSweep }).focusSweep;
    if (!sweep) throw new Error('No focus sweep was started on this page');
    return sweep.finish();
  });
}

/** Tab in the DevTools protocol; Shift is its modifier 8. */
const TAB_KEY = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };

/**
 * Presses `key` `count` times through Chromium's DevTools protocol, every press sent at once:
 * the browser delivers them in order, one task each, so the page sees the same walk as with
 * awaited presses, for one round trip instead of two per press.
 */
async function pressRepeatedly(session: CDPSession, key: SweepKey, count: number): Promise<void> {
  const event = { ...TAB_KEY, modifiers: key === 'Shift+Tab' ? 8 : 0 };
  const presses = Array.from({ length: count }, () => [
    session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...event }),
    session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event }),
  ]);
  await Promise.all(presses.flat());
}

/** Presses each way on a screen: the top 80 stops with Tab, the last 80 with Shift+Tab. */
const MAX_STOPS = 80;
/** Presses sent together between two looks at whether the walk is over (a short page ends early). */
const BATCH = 20;

async function walk(page: Page, key: SweepKey): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await startFocusSweep(page, key);
  // Shift+Tab starts with one press that leaves the top of the page for the browser's UI.
  const presses = key === 'Tab' ? MAX_STOPS : MAX_STOPS + 1;
  for (let sent = 0; sent < presses && !(await isFocusSweepOver(page)); sent += BATCH) {
    await pressRepeatedly(session, key, Math.min(BATCH, presses - sent));
  }
  await session.detach();
  const stops = await finishFocusSweep(page);
  expect(stops.length, `${key} reached no control`).toBeGreaterThan(0);
  return stops.flatMap((stop, index) =>
    stop.hiddenBy ? [`${key} #${index + 1}: ${stop.description} ${stop.hiddenBy}`] : [],
  );
}

/**
 * The stops of a screen where the focused control is hidden (WCAG 2.2 2.4.11), walked with Tab
 * from its top and with Shift+Tab from its end. The page must be as just opened: nothing
 * focused, nothing scrolled (a scan or a theme change in place keeps it so).
 */
export async function hiddenFocusStops(page: Page, screen: string): Promise<string[]> {
  const problems = [...(await walk(page, 'Tab')), ...(await walk(page, 'Shift+Tab'))];
  return problems.map((problem) => `${screen} ${problem}`);
}
