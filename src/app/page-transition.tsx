import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType, useOutlet, type Location } from 'react-router-dom';
import { CSSTransition, SwitchTransition } from 'react-transition-group';

import { throttle } from '../lib/timing';
import { focusArrivedPage } from './page-arrival';
import {
  loadScrollPositions,
  persistScrollPositions,
  saveScrollPosition,
  savedScrollPosition,
  scrollToHash,
} from './scroll-positions';

/** Each way of the out-in fade, in ms; the CSS in styles/transitions.css matches it. */
const PAGE_FADE_MS = 160;

interface FadePageProps {
  children: ReactNode;
  onEnter: () => void;
  /** Once the page has faded in, with its element. */
  onEntered: (page: HTMLElement) => void;
}

/** react-transition-group on React 19 needs nodeRef: findDOMNode is gone. */
function FadePage({ children, onEnter, onEntered, ...transitionProps }: FadePageProps) {
  const nodeRef = useRef<HTMLDivElement>(null);
  return (
    <CSSTransition
      {...transitionProps}
      nodeRef={nodeRef}
      classNames="page"
      timeout={PAGE_FADE_MS}
      onEnter={onEnter}
      onEntered={() => {
        if (nodeRef.current) onEntered(nodeRef.current);
      }}
    >
      <div ref={nodeRef} className="page-transition">
        {children}
      </div>
    </CSSTransition>
  );
}

function useScrollMemory(location: Location) {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    loadScrollPositions();
    window.addEventListener('pagehide', persistScrollPositions);
    return () => window.removeEventListener('pagehide', persistScrollPositions);
  }, []);

  useEffect(() => {
    const record = throttle(() => saveScrollPosition(location.key, window.scrollY), 100);
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      record.cancel();
      window.removeEventListener('scroll', record);
    };
  }, [location.key]);
}

/**
 * The page transition of SPEC §2: a fade named `page`, out-in. The leaving page keeps its
 * captured outlet during its exit; scroll goes to the top, back restores it, hashes are followed.
 * Once a page has come in (never on the first load), focus moves to it and `onArrived` receives
 * its title for the announcer (issue 18).
 */
export function PageTransition({ onArrived }: { onArrived: (title: string) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  useScrollMemory(location);

  // A hash change on the same page has no transition: follow it directly.
  useEffect(() => {
    if (location.hash) scrollToHash(location.hash);
  }, [location.hash]);

  const placeEnteringPage = () => {
    if (location.hash && scrollToHash(location.hash)) return;
    const restored = navigationType === 'POP' ? savedScrollPosition(location.key) : undefined;
    window.scrollTo({ top: restored ?? 0, behavior: 'instant' });
  };

  const welcomeEnteredPage = (page: HTMLElement) => {
    focusArrivedPage(page, location.hash);
    onArrived(document.title);
  };

  return (
    <SwitchTransition mode="out-in">
      <FadePage key={location.pathname} onEnter={placeEnteringPage} onEntered={welcomeEnteredPage}>
        {outlet}
      </FadePage>
    </SwitchTransition>
  );
}
