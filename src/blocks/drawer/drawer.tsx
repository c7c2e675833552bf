import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

import { LineIcon } from '../icon/icon';
import { focusableWithin, wrapFocusTarget } from './focus-trap';
import './drawer.css';

export interface DrawerProps {
  /** The element id (from `useDrawer().drawerId`). */
  id?: string;
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: string;
  /** Focus goes back here when the drawer closes; otherwise to what had focus before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** What takes focus on open (a chat's text field); otherwise the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  side?: 'left' | 'right';
  /** Actions pinned to the bottom of the panel (e.g. "Apply"). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

function useFocusTrap(
  panelRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  { returnFocusRef, initialFocusRef }: Pick<DrawerProps, 'returnFocusRef' | 'initialFocusRef'>,
) {
  useEffect(() => {
    if (!isOpen) return undefined;
    const panel = panelRef.current;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusRef?.current ?? previouslyFocused;
    (initialFocusRef?.current ?? focusableWithin(panel ?? document.body)[0] ?? panel)?.focus();
    // Focus that leaves the panel (a click on the page behind, a screen reader jump) comes back.
    const keepFocusInside = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusableWithin(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      if (returnTarget?.isConnected) returnTarget.focus();
    };
  }, [isOpen, panelRef, returnFocusRef, initialFocusRef]);
}

// The page behind does not scroll while the drawer is open.
function useScrollLock(isOpen: boolean) {
  useEffect(() => {
    if (!isOpen) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);
}

/**
 * A modal side panel (SPEC §3/§4 drawer): Escape and a click outside close it, Tab stays inside
 * while it is open, and focus returns to the toggle afterwards. Closed, it renders nothing.
 */
export function Drawer({
  id,
  isOpen,
  onClose,
  title,
  returnFocusRef,
  initialFocusRef,
  side = 'right',
  footer,
  className,
  children,
}: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, isOpen, { returnFocusRef, initialFocusRef });
  useScrollLock(isOpen);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const target = wrapFocusTarget(
      focusableWithin(panelRef.current),
      document.activeElement,
      event.shiftKey,
    );
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return createPortal(
    <div
      className={['drawer', `drawer--${side}`, className].filter(Boolean).join(' ')}
      data-app-portal=""
    >
      <div className="drawer__backdrop" data-testid="drawer-backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {title}
          </h2>
          <button
            type="button"
            className="drawer__close"
            onClick={onClose}
            aria-label={`Close ${title.toLowerCase()}`}
          >
            <LineIcon name="close" size={22} />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
