import { Fragment, type ReactNode } from 'react';
import { Link } from '../link/link';

// The few Markdown forms the hiring FAQ uses: **bold** and [text](href), in paragraphs and lists.
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const LIST_ITEM = /^\s*(?:\d+\.|[-*])\s+/;

/**
 * The same Markdown as plain text (a screen reader's announcement): marks dropped, link labels
 * kept, list items and paragraphs joined into sentences.
 *
 * @example
 * plainTextOf('Read [how we hire](/how-we-hire).\n\n1. a call,\n2. an interview.');
 * // => 'Read how we hire. a call, an interview.'
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(INLINE, (_match, bold?: string, label?: string) => bold ?? label ?? '')
    .split('\n')
    .map((line) => line.replace(LIST_ITEM, '').trim())
    .filter((line) => line !== '')
    .join(' ');
}

const isSafeHref = (href: string) => /^(\/(?!\/)|https:\/\/|mailto:)/.test(href);

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, bold, label, href] = match;
    if (bold !== undefined) nodes.push(<strong key={index}>{bold}</strong>);
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      nodes.push(
        href.startsWith('/') ? (
          <Link key={index} to={href}>
            {label}
          </Link>
        ) : (
          <a key={index} href={href}>
            {label}
          </a>
        ),
      );
    } else nodes.push(label ?? match[0]);
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/**
 * A FAQ answer's Markdown as paragraphs and lists, built as React elements (never as HTML),
 * so nothing in the content can inject markup.
 *
 * @example
 * <PlainMarkdown text={'Within **ten working days**.\n\n1. a call\n2. an interview'} />
 */
export function PlainMarkdown({ text }: { text: string }) {
  const blocks = text.trim().split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => LIST_ITEM.test(line))) {
          const ordered = /^\s*\d+\./.test(lines[0] ?? '');
          const List = ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {lines.map((line, lineIndex) => (
                <li key={lineIndex}>{renderInline(line.replace(LIST_ITEM, ''))}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && ' '}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
