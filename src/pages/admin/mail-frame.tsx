import type { SyntheticEvent } from 'react';

/**
 * Inline styles applied through the CSSOM. A `srcdoc` document inherits the admin page's CSP,
 * which refuses `style` attributes (server/http/csp.ts); the CSSOM is not governed by CSP, so the
 * message looks as a mail client shows it without loosening the policy.
 */
function applyMailStyles(event: SyntheticEvent<HTMLIFrameElement>) {
  const document = event.currentTarget.contentDocument;
  if (!document) return;
  for (const element of document.querySelectorAll<HTMLElement>('[style]')) {
    element.style.cssText = element.getAttribute('style') ?? '';
  }
  // The admin page may not be framed, nor may the site's pages: links open in a tab of their own.
  for (const link of document.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * A mail message's HTML in a sandboxed frame. No scripts run in it (no `allow-scripts`), so
 * `allow-same-origin` lends the message nothing: it only lets this page apply the styles.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      className="admin-mail__frame"
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={html}
      onLoad={applyMailStyles}
    />
  );
}
