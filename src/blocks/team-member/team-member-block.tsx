import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import '../post/article-body.css';
import './team-member.css';
import { Link } from '../link/link';

type TeamMemberSection = Extract<Section, { type: 'team-member' }>;

/** A team member's page: who they are, what they do, and in their own words. */
export function TeamMemberBlock({ section, index }: { section: TeamMemberSection; index: number }) {
  const { member } = section;
  const Heading = index === 0 ? 'h1' : 'h2';
  const joined = formatDate(member.joinedAt, 'yyyy');
  return (
    <article className="block team-member">
      <p className="team-member__back">
        <Link to={paths.team()}>
          <span aria-hidden="true">←</span> Back to the team
        </Link>
      </p>
      <div className="team-member__layout">
        <img
          className="team-member__portrait"
          src={member.portrait.src}
          alt={member.portrait.alt}
          width={member.portrait.width}
          height={member.portrait.height}
          fetchPriority="high"
        />
        <div className="team-member__text">
          <Heading className="team-member__name">{member.name}</Heading>
          <p className="team-member__role">{member.role}</p>
          <dl className="team-member__facts">
            <div>
              <dt>Team</dt>
              <dd>{member.team}</dd>
            </div>
            {member.location && (
              <div>
                <dt>Location</dt>
                <dd>{member.location}</dd>
              </div>
            )}
            {joined && (
              <div>
                <dt>Joined</dt>
                <dd>{joined}</dd>
              </div>
            )}
          </dl>
          {member.quote && (
            <blockquote className="team-member__quote">
              <p>{member.quote}</p>
            </blockquote>
          )}
          <div
            className="prose article-body team-member__bio"
            dangerouslySetInnerHTML={{ __html: member.bio }}
          />
          <p className="team-member__jobs">
            <Link to={paths.jobs()} className="button button--primary">
              See open jobs
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
