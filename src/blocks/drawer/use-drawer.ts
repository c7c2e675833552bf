import { useCallback, useId, useRef, useState, type RefObject } from 'react';

/** SPEC §3 drawer state: `isDrawerOpen` starts false; SPEC §4: a toggle flips it. */
export interface DrawerState {
  isDrawerOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** The drawer's element id, for the toggle's aria-controls. */
  drawerId: string;
  /** Put on the toggle button: focus returns to it when the drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** Spread on the toggle button. */
  toggleProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: 'button';
    'aria-expanded': boolean;
    /** Only while open: the drawer is not in the document when closed. */
    'aria-controls': string | undefined;
    onClick: () => void;
  };
}

/**
 * The drawer's open state and its toggle's wiring.
 *
 * @example
 * const drawer = useDrawer();
 * <button {...drawer.toggleProps}>Menu</button>
 * <Drawer id={drawer.drawerId} isOpen={drawer.isDrawerOpen} onClose={drawer.close}
 *   returnFocusRef={drawer.toggleRef} title="Menu">…</Drawer>
 */
export function useDrawer(): DrawerState {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const drawerId = useId();
  const open = useCallback(() => setIsDrawerOpen(true), []);
  const close = useCallback(() => setIsDrawerOpen(false), []);
  const toggle = useCallback(() => setIsDrawerOpen((isOpen) => !isOpen), []);
  return {
    isDrawerOpen,
    open,
    close,
    toggle,
    drawerId,
    toggleRef,
    toggleProps: {
      ref: toggleRef,
      type: 'button',
      'aria-expanded': isDrawerOpen,
      'aria-controls': isDrawerOpen ? drawerId : undefined,
      onClick: toggle,
    },
  };
}
