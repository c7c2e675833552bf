const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML content and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** An element with escaped text content, or nothing when the value is missing. */
export function xmlElement(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${escapeXml(value)}</${name}>`;
}
