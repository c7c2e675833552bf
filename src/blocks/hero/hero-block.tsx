import type { Section } from '../../../contract/page-types';
import './hero.css';
import { Link } from '../link/link';

type HeroSection = Extract<Section, { type: 'hero' }>;

/** The page's opening: its one h1 (when it comes first), a short text, actions and an illustration. */
export function HeroBlock({ section, index }: { section: HeroSection; index: number }) {
  const Heading = index === 0 ? 'h1' : 'h2';
  const hasImage = Boolean(section.image);
  return (
    <section className={`block hero${hasImage ? ' hero--with-image' : ''}`} id={section.id}>
      <div className="hero__text">
        {section.eyebrow && <p className="hero__eyebrow">{section.eyebrow}</p>}
        <Heading className="hero__heading">{section.heading}</Heading>
        <p className="hero__lead">{section.text}</p>
        {section.actions && section.actions.length > 0 && (
          <p className="hero__actions">
            {section.actions.map((action, actionIndex) => (
              <Link
                key={action.href}
                to={action.href}
                className={actionIndex === 0 ? 'button button--primary' : 'button button--ghost'}
              >
                {action.label}
              </Link>
            ))}
          </p>
        )}
      </div>
      {section.image && (
        <div className="hero__media">
          <img
            className="hero__image"
            src={section.image.src}
            alt={section.image.alt}
            width={section.image.width}
            height={section.image.height}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </div>
      )}
    </section>
  );
}
