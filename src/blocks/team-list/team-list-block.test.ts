import { describe, expect, test } from 'vitest';

import type { TeamMember } from '../../../contract/page-types';
import { groupByTeam } from './team-list-block';

const member = (id: number, team: string): TeamMember => ({
  id,
  name: `Person ${id}`,
  role: 'Engineer',
  team,
  location: null,
  bio: '',
  quote: null,
  portrait: { src: `/p/${id}.svg`, alt: '', width: 400, height: 400 },
  joinedAt: null,
});

describe('groupByTeam', () => {
  test('teams keep the order of their first member, members keep theirs', () => {
    const groups = groupByTeam([member(1, 'Tech'), member(2, 'Care'), member(3, 'Tech')]);

    expect(groups.map(([team, members]) => [team, members.map((m) => m.id)])).toEqual([
      ['Tech', [1, 3]],
      ['Care', [2]],
    ]);
  });
});
