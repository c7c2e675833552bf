import { useMemo, type SyntheticEvent } from 'react';

const STYLE_DATA = 'data-mail-style';

/**
 * A `srcdoc` document inherits the admin page's CSP, which refuses `style` attributes
 * (server/platform/http/csp.ts): the message's inline styles travel as `data-mail-style` and are applied
 * through the CSSOM once it has loaded, which CSP does not govern, so it looks as a mail client
 * shows it without loosening the policy or logging violations. The HTML comes from
 * server/platform/mail/mail-template.ts, which escapes every `"` in text and attribute values:
 * ` style="` occurs in it only as an attribute.
 */
const movedStyles = (html: string) => html.replaceAll(' style="', ` ${STYLE_DATA}="`);

function applyMailStyles(event: SyntheticEvent<HTMLIFrameElement>) {
  const document = event.currentTarget.contentDocument;
  if (!document) return;
  for (const element of document.querySelectorAll<HTMLElement>(`[${STYLE_DATA}]`)) {
    element.style.cssText = element.getAttribute(STYLE_DATA) ?? '';
  }
  // Neither the admin nor the site's pages may be framed: links open in a tab of their own.
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
  const srcDoc = useMemo(() => movedStyles(html), [html]);
  return (
    <iframe
      className="admin-mail__frame"
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
      onLoad={applyMailStyles}
    />
  );
}
