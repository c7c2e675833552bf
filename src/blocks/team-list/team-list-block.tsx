import type { Section, TeamMemberSummary } from '../../../contract/page-types';
import { TeamCard } from '../team-card/team-card';
import '../team-grid/team-grid.css';
import './team-list.css';

type TeamListSection = Extract<Section, { type: 'team-list' }>;

/**
 * Members grouped by team, teams in the order their first member appears (the editors'
 * order), so the page reads like an org chart rather than an alphabetical list.
 */
export function groupByTeam(
  members: readonly TeamMemberSummary[],
): [team: string, members: TeamMemberSummary[]][] {
  const groups = new Map<string, TeamMemberSummary[]>();
  for (const member of members) {
    const group = groups.get(member.team);
    if (group) group.push(member);
    else groups.set(member.team, [member]);
  }
  return [...groups];
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function MemberGrid({ members }: { members: TeamMemberSummary[] }) {
  return (
    <ul className="team-grid__list">
      {members.map((member) => (
        <li key={member.id}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The people the team page shows (a selection, not the whole company): under a heading per team with a jump list to each, unless the
 * teams are so small that headings would outnumber faces; then one grid.
 */
export function TeamListBlock({ section }: { section: TeamListSection }) {
  const groups = groupByTeam(section.list);
  if (groups.length === 0) {
    return (
      <section className="block team-list">
        <p className="team-list__empty">
          Our team pages are being updated. Please check back soon.
        </p>
      </section>
    );
  }
  const grouped = groups.length > 1 && groups.length * 2 <= section.list.length;
  if (!grouped) {
    return (
      <section className="block team-list" aria-labelledby="team-list-heading">
        <h2 id="team-list-heading" className="team-list__team">
          Meet some of the team
        </h2>
        <MemberGrid members={section.list} />
      </section>
    );
  }
  return (
    <section className="block team-list" aria-label="Meet some of the team">
      <nav className="team-list__jump" aria-label="Teams">
        <ul>
          {groups.map(([team, members]) => (
            <li key={team}>
              <a href={`#team-${slugOf(team)}`}>
                {team} <span className="team-list__count">{members.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(([team, members]) => (
        <section key={team} className="team-list__group" aria-labelledby={`team-${slugOf(team)}`}>
          <h2 id={`team-${slugOf(team)}`} className="team-list__team">
            {team}
          </h2>
          <MemberGrid members={members} />
        </section>
      ))}
    </section>
  );
}
