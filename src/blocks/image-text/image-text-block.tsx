import type { Section } from '../../../contract/page-types';
import './image-text.css';

type ImageTextSection = Extract<Section, { type: 'image-text' }>;

/** An illustration beside a short text; `imageSide` puts it left or right on wide screens. */
export function ImageTextBlock({ section }: { section: ImageTextSection }) {
  return (
    <section className={`block image-text image-text--image-${section.imageSide}`} id={section.id}>
      <div className="image-text__media">
        <img
          className="image-text__image"
          src={section.image.src}
          alt={section.image.alt}
          width={section.image.width}
          height={section.image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="image-text__text">
        <h2 className="image-text__heading">{section.heading}</h2>
        <div
          className="prose image-text__body"
          dangerouslySetInnerHTML={{ __html: section.html }}
        />
      </div>
    </section>
  );
}
