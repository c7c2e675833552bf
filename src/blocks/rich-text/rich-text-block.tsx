import type { Section } from '../../../contract/page-types';
import './rich-text.css';

type RichTextSection = Extract<Section, { type: 'rich-text' }>;

/** Sanitised HTML from the content's Markdown (the server sanitises it). */
export function RichTextBlock({ section }: { section: RichTextSection }) {
  return (
    <section className="block rich-text" id={section.id}>
      {section.heading && <h2 className="rich-text__heading">{section.heading}</h2>}
      <div className="prose rich-text__body" dangerouslySetInnerHTML={{ __html: section.html }} />
    </section>
  );
}
