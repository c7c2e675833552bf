import { moved } from './document-values';

type Direction = 'up' | 'down';

/**
 * "Move up" and "Move down" for an item of a list (a page's block, an FAQ entry). After a move
 * the focus follows the item to its new place (on the same button, or the other at an end), so
 * the keyboard can move it again at once.
 */
export function MoveButtons<T>({
  idPrefix,
  index,
  count,
  name,
  list,
  onMove,
}: {
  /** The item's controls' id prefix at its current place. */
  idPrefix: string;
  index: number;
  count: number;
  /** What the buttons name for a screen reader ("block 3, Hero"). */
  name: string;
  list: readonly T[];
  onMove: (next: T[], to: number) => void;
}) {
  const move = (direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    onMove(moved(list, index, to), to);
    // The item is now at `to`: its buttons have the ids of that place once rendered (a click's
    // update is committed before the next frame).
    const target = idPrefix.replace(/-\d+$/, `-${to}`);
    window.requestAnimationFrame(() => {
      const wanted = document.getElementById(`${target}-${direction}`) as HTMLButtonElement | null;
      const other = document.getElementById(
        `${target}-${direction === 'up' ? 'down' : 'up'}`,
      ) as HTMLButtonElement | null;
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    });
  };

  return (
    <>
      <button
        id={`${idPrefix}-up`}
        type="button"
        className="button button--ghost button--small"
        disabled={index === 0}
        aria-label={`Move up: ${name}`}
        onClick={() => move('up')}
      >
        Move up
      </button>
      <button
        id={`${idPrefix}-down`}
        type="button"
        className="button button--ghost button--small"
        disabled={index === count - 1}
        aria-label={`Move down: ${name}`}
        onClick={() => move('down')}
      >
        Move down
      </button>
    </>
  );
}
