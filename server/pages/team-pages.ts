import { NotFoundError } from '../platform/domain-errors';
import { getTeamMember, listTeamMembers } from '../modules/team';
import { describe } from './meta-description';
import { requiredParam, type PageResolverDeps, type PageResolvers } from './page-resolver';

/** The team and one member (SPEC §2). */
export function createTeamPages({ db, pages }: PageResolverDeps): PageResolvers {
  return {
    team: async () =>
      pages.contentPage('team', [{ type: 'team-list', list: await listTeamMembers(db) }]),
    'team-member': async (request) => {
      const member = await getTeamMember(db, Number(requiredParam(request, 'id')));
      if (!member) throw new NotFoundError();
      return {
        title: `${member.name}, ${member.role}`,
        meta: { description: describe(member.bio, member.role) },
        section: [{ type: 'team-member', member }],
      };
    },
  };
}
