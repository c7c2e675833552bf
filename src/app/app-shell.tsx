import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';

import { useForcedColorMode } from '../blocks/theme/color-mode';
import { useCurrentRoute } from './current-route';
import { LAYOUTS } from './layouts';
import { PageTransition } from './page-transition';
import { resolveLayout } from './route-table';
import { SiteHead } from './site-head';

/** Chooses the route's layout and puts the page transition inside it. */
export function AppShell() {
  const route = useCurrentRoute();
  const navigation = useNavigation();
  const Layout = LAYOUTS[resolveLayout(route)];
  useForcedColorMode(route?.colorMode);
  useEffect(() => {
    // Lets the browser tests (and CSS) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <SiteHead />
      {navigation.state !== 'idle' && (
        <div className="navigation-progress" role="progressbar" aria-label="Loading page" />
      )}
      <Layout>
        <PageTransition />
      </Layout>
    </>
  );
}
