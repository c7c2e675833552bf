import type { Section } from '../../../contract/page-types';
import './cta.css';
import { Link } from '../link/link';

type CtaSection = Extract<Section, { type: 'cta' }>;

/** A closing banner with one action. */
export function CtaBlock({ section }: { section: CtaSection }) {
  return (
    <section className="block cta" id={section.id}>
      <div className="cta__text">
        <h2 className="cta__heading">{section.heading}</h2>
        <p className="cta__body">{section.text}</p>
      </div>
      <Link className="button button--accent cta__action" to={section.action.href}>
        {section.action.label}
      </Link>
    </section>
  );
}
