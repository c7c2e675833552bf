import { TAG_MANAGER_ORIGIN } from '../../contract/third-party-origins';

/** Loads the tag manager of `gtmId` once (tracking.ts decides whether it runs at all). */
export function loadTagManager(gtmId: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.dataset.tagManager = 'true';
  document.head.append(script);
}
