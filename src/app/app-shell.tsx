import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

import { useColorMode } from '../blocks/theme/color-mode';
import { useCurrentRoute } from '../api/current-route';
import { LAYOUTS } from './layouts';
import { useLinkPrefetch } from './link-prefetch';
import { OfflineNotice } from './offline-notice';
import { PageAnnouncer } from './page-announcer';
import { useScrollDirectionClass } from '../lib/page-signals';
import { PageTransition } from './page-transition';
import { resolveLayout } from '../../contract/route-table';
import { SiteHead } from './site-head';

/** Chooses the route's layout and puts the page transition inside it. */
export function AppShell() {
  const route = useCurrentRoute();
  const navigation = useNavigation();
  const Layout = LAYOUTS[resolveLayout(route)];
  const [arrivedTitle, setArrivedTitle] = useState('');
  useColorMode(route?.colorMode);
  useScrollDirectionClass();
  useLinkPrefetch();
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
      <OfflineNotice />
      <PageAnnouncer title={arrivedTitle} />
      <Layout>
        <PageTransition onArrived={setArrivedTitle} />
      </Layout>
    </>
  );
}
