import type { Section } from '../../../contract/page-types';
import { LineIcon } from '../icon/icon';
import './press-contact.css';

type PressContactSection = Extract<Section, { type: 'press-contact' }>;

/** `+31 20 555 0177` → `tel:+31205550177`. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The media contact in one compact card: who to ask (name and role, when given), the press
 * office's e-mail and phone. Right after the intro on /press; every other press page ends with it.
 */
export function PressContactBlock({ section }: { section: PressContactSection }) {
  const headingId = `${section.id ?? 'press-contact'}-heading`;
  return (
    <section className="block press-contact" id={section.id} aria-labelledby={headingId}>
      <h2 id={headingId} className="press-contact__heading">
        {section.heading}
      </h2>
      <p className="press-contact__text">{section.text}</p>
      {section.name && (
        <p className="press-contact__person">
          <strong className="press-contact__name">{section.name}</strong>
          {section.role && `, ${section.role}`}
        </p>
      )}
      <ul className="press-contact__ways">
        <li>
          <span className="press-contact__label">Email</span>
          <a className="press-contact__link" href={`mailto:${section.email}`}>
            <LineIcon name="email" />
            {section.email}
          </a>
        </li>
        <li>
          <span className="press-contact__label">Phone</span>
          <a className="press-contact__link" href={telHref(section.phone)}>
            <LineIcon name="phone" />
            {section.phone}
          </a>
          {section.hours && <span className="press-contact__hours">{section.hours}</span>}
        </li>
      </ul>
    </section>
  );
}
