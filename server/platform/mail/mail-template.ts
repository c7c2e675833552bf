/** What a message says; the template lays it out as HTML and as plain text. */
export interface MailContent {
  /** The company the message comes from: the header and the signature. */
  brand: string;
  /** The line mail clients show after the subject in the inbox (hidden in the message). */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Linked items after the paragraphs (a digest's jobs), each with a line of detail. */
  items?: MailItem[];
  /** Boxed entries after the items (a moderator's held comments), each with its own links. */
  cards?: MailCard[];
  /** One button (and its address written out in the text part). */
  action?: MailLink;
  /** Why the reader gets this message, in small print. */
  footer?: string;
  /** Links in the small print (a subscription's "Manage this alert"), before any unsubscribe. */
  footerLinks?: MailLink[];
  /** How the small print names the unsubscribe link, where "Unsubscribe" says too little. */
  unsubscribeLabel?: string;
}

export interface MailLink {
  label: string;
  url: string;
}

export interface MailItem extends MailLink {
  detail?: string;
}

/** A boxed entry: a heading, lines of detail, a quoted text, and its links as small buttons. */
export interface MailCard {
  heading: string;
  details: string[];
  quote: string;
  links: MailLink[];
}

export interface RenderedMail {
  html: string;
  text: string;
}

// Outlook does not know &apos;: the numeric reference works everywhere.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// Mid-tone colours on an explicit light card: clients that invert colours in dark mode (Gmail,
// Outlook) keep the contrast, and ones that do not show the light card as designed.
const COLOURS = {
  page: '#eef0f3',
  card: '#ffffff',
  text: '#1f2933',
  muted: '#52606d',
  accent: '#2f5bd3',
  onAccent: '#ffffff',
  border: '#cbd2d9',
} as const;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Clients pull the first text of the body into the inbox preview: filler after the preheader keeps
// the heading and the paragraphs out of it.
const PREHEADER_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40);

function buttonHtml({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0;">
<tr><td align="center" bgcolor="${COLOURS.accent}" style="border-radius:6px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;color:${COLOURS.onAccent};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:20px;color:${COLOURS.muted};">Or open this address: <a href="${href}" style="color:${COLOURS.accent};word-break:break-all;">${href}</a></p>`;
}

function itemsHtml(items: MailItem[]): string {
  const rows = items.map(
    ({ label, url, detail }) =>
      `<tr><td style="padding:0 0 16px;font-family:${FONT};">
<a href="${escapeHtml(url)}" target="_blank" style="font-size:16px;line-height:24px;font-weight:600;color:${COLOURS.accent};text-decoration:underline;">${escapeHtml(label)}</a>${
        detail
          ? `<br><span style="font-size:14px;line-height:20px;color:${COLOURS.muted};">${escapeHtml(detail)}</span>`
          : ''
      }
</td></tr>`,
  );
  return `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 8px;">
${rows.join('\n')}
</table>`;
}

// Outlook draws a link's padding only in a table cell: each small button is a cell of its own.
function cardHtml({ heading, details, quote, links }: MailCard): string {
  const buttons = links.map(
    ({ label, url }) =>
      `<td style="padding:0 8px 0 0;"><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td bgcolor="${COLOURS.accent}" style="border-radius:6px;"><a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;padding:10px 18px;font-family:${FONT};font-size:15px;font-weight:600;line-height:20px;color:${COLOURS.onAccent};text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a></td></tr></table></td>`,
  );
  const lines = details
    .map(
      (line) =>
        `<p style="margin:0 0 4px;font-family:${FONT};font-size:14px;line-height:20px;color:${COLOURS.muted};">${escapeHtml(line)}</p>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid ${COLOURS.border};border-radius:8px;">
<tr><td style="padding:16px;">
<p style="margin:0 0 4px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:600;color:${COLOURS.text};">${escapeHtml(heading)}</p>
${lines}
<p style="margin:8px 0 12px;padding:0 0 0 12px;border-left:3px solid ${COLOURS.border};font-family:${FONT};font-size:15px;line-height:22px;color:${COLOURS.text};white-space:pre-wrap;">${escapeHtml(quote)}</p>
<table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr>${buttons.join('')}</tr></table>
</td></tr></table>`;
}

/** A card in the plain-text part: the quote set off by "> ", each link written out. */
const cardText = ({ heading, details, quote, links }: MailCard): string =>
  [
    heading,
    ...details,
    quote
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n'),
    ...links.map(({ label, url }) => `${label}: ${url}`),
  ].join('\n');

const footerLinkHtml = ({ label, url }: MailLink) =>
  `<a href="${escapeHtml(url)}" style="color:${COLOURS.muted};text-decoration:underline;">${escapeHtml(label)}</a>`;

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOURS.text};">${escapeHtml(text)}</p>`;
}

/**
 * A message as HTML that renders in the common clients (tables for layout, inline styles, no
 * external CSS or images, a hidden preheader, colours that survive dark modes) and as plain text.
 * `unsubscribeUrl` adds the unsubscribe link to the footer of both.
 *
 * @example
 * renderMail({ brand: 'Somnia', preheader: 'One step left', heading: 'Confirm your address',
 *   paragraphs: ['…'], action: { label: 'Confirm', url } });
 */
export function renderMail(content: MailContent, unsubscribeUrl?: string): RenderedMail {
  const footerLinks = [
    ...(content.footerLinks ?? []),
    ...(unsubscribeUrl
      ? [{ label: content.unsubscribeLabel ?? 'Unsubscribe', url: unsubscribeUrl }]
      : []),
  ];
  const footerHtml = [
    content.footer && escapeHtml(content.footer),
    footerLinks.length > 0 && footerLinks.map(footerLinkHtml).join(' · '),
  ]
    .filter(Boolean)
    .join('<br>');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOURS.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}${PREHEADER_FILLER}</div>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="${COLOURS.page}" style="background-color:${COLOURS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:${FONT};font-size:18px;font-weight:700;color:${COLOURS.text};">${escapeHtml(content.brand)}</td></tr>
<tr><td bgcolor="${COLOURS.card}" style="background-color:${COLOURS.card};border-radius:8px;padding:32px 28px;">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;line-height:30px;font-weight:700;color:${COLOURS.text};">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraphHtml).join('\n')}
${content.items?.length ? itemsHtml(content.items) : ''}
${content.cards?.map(cardHtml).join('\n') ?? ''}
${content.action ? buttonHtml(content.action) : ''}
</td></tr>
<tr><td style="padding:16px 8px;font-family:${FONT};font-size:12px;line-height:18px;color:${COLOURS.muted};">${footerHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    content.heading,
    ...content.paragraphs,
    ...(content.items ?? []).map(({ label, url, detail }) =>
      [label, detail, url].filter(Boolean).join('\n'),
    ),
    ...(content.cards ?? []).map(cardText),
    content.action && `${content.action.label}: ${content.action.url}`,
    `${content.brand}`,
    content.footer,
    ...footerLinks.map(({ label, url }) => `${label}: ${url}`),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { html, text: `${text}\n` };
}
