/**
 * The configured chat provider's script (HIRING_CHAT_SCRIPT_URL): loaded once, the first time
 * /job shows after hydration. A script cannot be unloaded, so the elements it adds to <body> are
 * hidden while the visitor is on another route and shown again on /job.
 */
const providerNodes = new Set<HTMLElement>();
let loadedSrc: string | null = null;
let visible = false;

// Portals of the app itself (e.g. the drawer) are not the provider's.
export const APP_PORTAL_ATTRIBUTE = 'data-app-portal';

function applyVisibility(node: HTMLElement) {
  node.style.display = visible ? '' : 'none';
}

function watchBody() {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (
          !(node instanceof HTMLElement) ||
          node.tagName === 'SCRIPT' ||
          node.hasAttribute(APP_PORTAL_ATTRIBUTE)
        )
          continue;
        providerNodes.add(node);
        applyVisibility(node);
      }
    }
  });
  observer.observe(document.body, { childList: true });
}

export function loadProviderScript(src: string): void {
  if (loadedSrc === src) return;
  loadedSrc = src;
  watchBody();
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.hiringChat = 'provider';
  document.body.append(script);
}

export function setProviderVisible(next: boolean): void {
  visible = next;
  providerNodes.forEach(applyVisibility);
}

/** For tests: forget the loaded script. */
export function resetProviderScript(): void {
  loadedSrc = null;
  visible = false;
  providerNodes.clear();
}
