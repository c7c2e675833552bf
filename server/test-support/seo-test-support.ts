/**
 * Readers for the discoverability tests: a strict XML parser for the sitemap and the feeds, and
 * the head tags and JSON-LD of a server-rendered page.
 */
import { Window } from 'happy-dom';
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** The qualified name, e.g. `url` or `atom:link`. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (entities decoded, CDATA included). */
  text: string;
}

/**
 * Parses a whole XML document; throws on anything not well-formed or namespace-valid (an
 * unescaped `&`, a second root, an unbound prefix …), as a feed reader or a crawler would reject it.
 *
 * @example
 * const urlset = parseXml(res.text);
 * const locs = childrenNamed(urlset, 'url').map((url) => childText(url, 'loc'));
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes))
      attributes[name] = attribute.value;
    const element: XmlElement = { name: tag.name, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('the document has no root element');
  return root;
}

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

export const childText = (element: XmlElement, name: string): string | undefined =>
  childrenNamed(element, name)[0]?.text;

const window = new Window();

/** The HTML document of a response, parsed as a browser would (no script runs). */
export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Every JSON-LD object of the page, parsed. */
export function readJsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The JSON-LD objects of one `@type`. */
export function jsonLdOfType(document: Document, type: string): Record<string, unknown>[] {
  return readJsonLd(document).filter((item) => item['@type'] === type);
}

/** The `content` of each `<meta name|property=…>` in `<head>` with that key (duplicates show). */
export function metaContents(document: Document, key: string): string[] {
  return [...document.head.querySelectorAll('meta')]
    .filter((meta) => meta.getAttribute('name') === key || meta.getAttribute('property') === key)
    .map((meta) => meta.getAttribute('content') ?? '');
}

/** The `href` of each `<link rel=…>` in `<head>`. */
export function linkHrefs(document: Document, rel: string): string[] {
  return [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map(
    (link) => link.getAttribute('href') ?? '',
  );
}
