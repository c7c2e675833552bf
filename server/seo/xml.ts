const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// XML 1.0 forbids most control characters even escaped: one pasted into a title would break the feed.
const NOT_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Escapes text for XML content and attribute values; characters XML cannot hold are dropped. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML_CHARS, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** An element with escaped text content, or nothing when the value is missing. */
export function xmlElement(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}
