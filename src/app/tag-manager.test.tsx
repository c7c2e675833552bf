// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { TAG_MANAGER_ORIGIN } from '../../contract/third-party-origins';
import type { PublicConfig } from '../../contract/public-config';
import { PublicConfigProvider } from '../lib/public-config-context';
import { useTagManager } from './tag-manager';

const CONFIG: PublicConfig = {
  apiBase: '/api',
  publicOrigin: 'http://localhost',
  companyName: 'Somnia',
  companySlug: 'somnia',
  pageCacheMinutes: 15,
  authAutoLogout: false,
  gtmId: null,
  hiringChatScriptUrl: null,
  webVitalsSampleRate: 0,
  oidc: { issuer: 'http://localhost', clientId: 'web', audience: 'api' },
};

function renderTagManager(gtmId: string | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PublicConfigProvider config={{ ...CONFIG, gtmId }}>{children}</PublicConfigProvider>
  );
  return renderHook(() => useTagManager(), { wrapper });
}

const tagManagerScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith(TAG_MANAGER_ORIGIN),
  );

beforeEach(() => {
  // The test checks the tag, never the third party: happy-dom must not fetch it.
  const { happyDOM } = window as unknown as {
    happyDOM?: {
      settings: {
        disableJavaScriptFileLoading: boolean;
        handleDisabledFileLoadingAsSuccess: boolean;
      };
    };
  };
  if (happyDOM) {
    happyDOM.settings.disableJavaScriptFileLoading = true;
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  }
  vi.spyOn(window, 'fetch').mockRejectedValue(new Error('no network in unit tests'));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete window.dataLayer;
  Reflect.deleteProperty(navigator, 'doNotTrack');
});

function setDoNotTrack(value: string | null) {
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value });
}

describe('useTagManager', () => {
  test('with an id, appends the script once, async, and starts the dataLayer', () => {
    const first = renderTagManager('GTM-ABC123');
    first.rerender();
    renderTagManager('GTM-ABC123');

    const scripts = tagManagerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.parentElement).toBe(document.head);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(window.fetch).not.toHaveBeenCalled();
  });

  test('encodes the id into the URL', () => {
    renderTagManager('GTM-1&x=<2>');
    expect(tagManagerScripts()[0]?.src).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-1%26x%3D%3C2%3E',
    );
  });

  test('with do-not-track on, loads nothing', () => {
    setDoNotTrack('1');
    renderTagManager('GTM-ABC123');
    expect(tagManagerScripts()).toHaveLength(0);
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  test('with do-not-track explicitly off, loads it', () => {
    setDoNotTrack('0');
    renderTagManager('GTM-ABC123');
    expect(tagManagerScripts()).toHaveLength(1);
  });

  test('without an id, loads nothing', () => {
    renderTagManager(null);
    renderTagManager('');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});
