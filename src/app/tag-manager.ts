import { useEffect } from 'react';

import { TAG_MANAGER_ORIGIN } from '../../contract/third-party-origins';
import { doNotTrackEnabled } from '../lib/do-not-track';
import { usePublicConfig } from '../lib/public-config-context';

/** Loads the tag manager once, after hydration, when configured and do-not-track is off. */
export function useTagManager(): void {
  const { gtmId } = usePublicConfig();
  useEffect(() => {
    if (!gtmId || doNotTrackEnabled(navigator, window as { doNotTrack?: string })) return;
    if (document.querySelector('script[data-tag-manager]')) return;
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
    script.dataset.tagManager = 'true';
    document.head.append(script);
  }, [gtmId]);
}
