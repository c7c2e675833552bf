import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';

import { COLOR_MODE_BOOT_SCRIPT } from '../blocks/theme/color-mode';
import type { ColorMode } from '../../contract/route-table';

interface DocumentProps {
  stylesheets: string[];
  /** Chunks the page runs besides the entry (server only: React links them in the head). */
  modulePreloads?: string[];
  nonce?: string;
  /** Set by the server from the matched route; the browser manages it after hydration. */
  forcedColorMode?: ColorMode;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React so that React 19 hoists each page's <title> and
 * <meta> into <head> (docs/decisions/001-render-the-whole-document.md).
 */
export function Document({
  stylesheets,
  modulePreloads = [],
  nonce,
  forcedColorMode,
  children,
}: DocumentProps) {
  // Under `strict-dynamic` a preload link from the markup needs the nonce, as a script would.
  // Low priority: fetched at the same priority as the stylesheets, the page's chunks held its first
  // paint back (Lighthouse mobile FCP 2.3 s; 1.1 s low); hydration still needs no second trip.
  // React passes `fetchPriority` on to the link; react-dom's types do not list it.
  const preloadOptions = { as: 'script' as const, nonce, fetchPriority: 'low' };
  for (const href of modulePreloads) preloadModule(href, preloadOptions);
  return (
    // The boot script sets data-theme before hydration: the attribute is meant to differ.
    <html lang="en" data-forced-theme={forcedColorMode} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: COLOR_MODE_BOOT_SCRIPT }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
