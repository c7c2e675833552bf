import type { TeamMemberSummary } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import './team-card.css';
import { Link } from '../link/link';

interface TeamCardProps {
  member: TeamMemberSummary;
  headingLevel?: 'h2' | 'h3';
}

/** A team member: portrait, name, role and team; the whole card links to their page. */
export function TeamCard({ member, headingLevel: Heading = 'h3' }: TeamCardProps) {
  return (
    <article className="card team-card">
      <img
        className="team-card__portrait"
        src={member.portrait.src}
        // The name is right below: the portrait adds nothing a screen reader needs twice.
        alt=""
        width={member.portrait.width}
        height={member.portrait.height}
        loading="lazy"
        decoding="async"
      />
      <div className="team-card__text">
        <Heading className="team-card__name">
          <Link to={paths.teamMember(member.id)} className="card__link team-card__link">
            {member.name}
          </Link>
        </Heading>
        <p className="team-card__role">{member.role}</p>
        <p className="team-card__team">{member.team}</p>
      </div>
    </article>
  );
}
