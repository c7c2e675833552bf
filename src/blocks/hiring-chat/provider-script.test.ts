// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test } from 'vitest';

import {
  APP_PORTAL_ATTRIBUTE,
  loadProviderScript,
  resetProviderScript,
  setProviderVisible,
} from './provider-script';

const SRC = 'https://chat.example/widget.js';
const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // The test checks the tag, not the provider: happy-dom must not fetch it.
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
});

afterEach(() => {
  resetProviderScript();
  document.body.innerHTML = '';
});

test('the provider script is added once, however often /job is shown', () => {
  loadProviderScript(SRC);
  loadProviderScript(SRC);
  const scripts = document.querySelectorAll(`script[src="${SRC}"]`);
  expect(scripts).toHaveLength(1);
  expect((scripts[0] as HTMLScriptElement).async).toBe(true);
});

test('what the provider adds to the page hides away from /job and shows again on it', async () => {
  setProviderVisible(true);
  loadProviderScript(SRC);
  const bubble = document.createElement('div');
  document.body.append(bubble);
  await flushMutations();
  expect(bubble.style.display).toBe('');

  setProviderVisible(false);
  expect(bubble.style.display).toBe('none');
  setProviderVisible(true);
  expect(bubble.style.display).toBe('');
});

test('the app’s own portals are left alone', async () => {
  loadProviderScript(SRC);
  setProviderVisible(false);
  const drawer = document.createElement('div');
  drawer.setAttribute(APP_PORTAL_ATTRIBUTE, '');
  document.body.append(drawer);
  await flushMutations();
  expect(drawer.style.display).toBe('');
});
