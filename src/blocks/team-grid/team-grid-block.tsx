import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { TeamCard } from '../team-card/team-card';
import './team-grid.css';
import { Link } from '../link/link';

type TeamGridSection = Extract<Section, { type: 'team-grid' }>;

/** A few faces of the company on a content page, with a link to everyone. */
export function TeamGridBlock({ section }: { section: TeamGridSection }) {
  const headingId = section.id ? `${section.id}-heading` : undefined;
  return (
    <section className="block team-grid" id={section.id} aria-labelledby={headingId}>
      <div className="team-grid__header">
        {section.heading && <h2 id={headingId}>{section.heading}</h2>}
        {section.intro && <p className="team-grid__intro">{section.intro}</p>}
      </div>
      <ul className="team-grid__list">
        {section.list.map((member) => (
          <li key={member.id}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>
      <p className="team-grid__more">
        <Link to={paths.team()} className="button button--ghost">
          Meet the whole team
        </Link>
      </p>
    </section>
  );
}
