import { useContext, useEffect, useRef, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router-dom';
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

/**
 * What the router tells a page: its location and the router's state (matches, loader data).
 * React Router has no public way to hand a page an earlier location under a data router, so
 * its two contexts are captured and provided again (see `RouterView`).
 */
interface RouterSnapshot {
  location: ContextType<typeof LocationContext>;
  state: ContextType<typeof DataRouterStateContext>;
}

function useRouterSnapshot(): RouterSnapshot {
  return { location: useContext(LocationContext), state: useContext(DataRouterStateContext) };
}

/**
 * Renders a page in the router's view of it at the time its element was made. The leaving page
 * of the out-in fade is its last element, kept by SwitchTransition: without this, its hooks
 * (useLocation, useMatches, useLoaderData) would read the next location's values and draw the
 * next screen while fading out, and that screen would then mount a second time as the page came
 * in, dropping what was typed meanwhile.
 */
function RouterView({ snapshot, children }: { snapshot: RouterSnapshot; children: ReactNode }) {
  return (
    <LocationContext.Provider value={snapshot.location}>
      <DataRouterStateContext.Provider value={snapshot.state}>
        {children}
      </DataRouterStateContext.Provider>
    </LocationContext.Provider>
  );
}

interface FadePageProps {
  /** The router as this page saw it when its element was made. */
  router: RouterSnapshot;
  children: ReactNode;
  onEnter: () => void;
  /** Once the page has faded in, with its element. */
  onEntered: (page: HTMLElement) => void;
}

/** react-transition-group on React 19 needs nodeRef: findDOMNode is gone. */
function FadePage({ router, children, onEnter, onEntered, ...transitionProps }: FadePageProps) {
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
        <RouterView snapshot={router}>{children}</RouterView>
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
 * outlet and its router view during its exit, so it draws itself to the end and the next page
 * mounts once, as it comes in; scroll goes to the top, back restores it, hashes are followed.
 * Once a page has come in (never on the first load), focus moves to it and `onArrived` receives
 * its title for the announcer (issue 18).
 */
export function PageTransition({ onArrived }: { onArrived: (title: string) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const router = useRouterSnapshot();
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
      <FadePage
        key={location.pathname}
        router={router}
        onEnter={placeEnteringPage}
        onEntered={welcomeEnteredPage}
      >
        {outlet}
      </FadePage>
    </SwitchTransition>
  );
}
