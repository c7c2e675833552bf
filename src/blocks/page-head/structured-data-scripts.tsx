import type { PageContent } from '../../../contract/page-types';
import { serializeJsonLd, structuredDataFor, type StructuredDataContext } from './structured-data';

export interface StructuredDataScriptsProps {
  page: PageContent;
  routeName: string | undefined;
  context: StructuredDataContext;
}

/** A page's JSON-LD, one `<script type="application/ld+json">` per object. */
export function StructuredDataScripts({ page, routeName, context }: StructuredDataScriptsProps) {
  return structuredDataFor(page, routeName, context).map((item, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
