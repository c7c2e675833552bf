import { describe, expect, test } from 'vitest';

import type { AdminActivity } from '../../../../contract/admin-types';
import {
  actionLabel,
  actionVerb,
  activityChanges,
  activityDetails,
  activitySubject,
} from './activity-words';

const entry = (changes: Partial<AdminActivity>): AdminActivity => ({
  id: 1,
  actor: 'dana@somnia.example',
  actorSub: null,
  action: 'comment.approved',
  entity: 'blog_comment',
  entityId: '34',
  details: {},
  postTitle: null,
  createdAt: null,
  ...changes,
});

describe('the activity log in words', () => {
  test('actions read as words; an unknown one shows as stored', () => {
    expect(actionLabel('comment.created')).toBe('Comment posted');
    expect(actionLabel('comment.reopened')).toBe('Comment returned to pending');
    expect(actionLabel('press.published')).toBe('press.published');
  });

  test('a comment links to its post, named by title, a keyword to the keyword list', () => {
    expect(
      activitySubject(
        entry({
          details: { postSlug: 'accessibility-audit', previousStatus: 'pending' },
          postTitle: 'What a week of accessibility testing taught us',
        }),
      ),
    ).toEqual({
      label: 'Comment #34 on "What a week of accessibility testing taught us"',
      href: '/tech-blog/accessibility-audit',
    });
    expect(activitySubject(entry({ details: { postSlug: 'gone-post' } }))).toEqual({
      label: 'Comment #34 on gone-post (post removed)',
      href: '/admin/blog-comment',
    });
    expect(
      activitySubject(
        entry({ entity: 'blacklist_keyword', entityId: '5', details: { keyword: 'spam' } }),
      ),
    ).toEqual({ label: 'Keyword "spam"', href: '/admin/blacklist-keywords' });
    expect(activitySubject(entry({ entity: 'talent_signup', entityId: null }))).toEqual({
      label: 'Talent community',
      href: '/admin/talent-community',
    });
  });

  test('a run requested from the tasks screen names the task and leads back to it', () => {
    const requested = entry({
      action: 'task.run_requested',
      entity: 'task',
      entityId: 'maintenance.prune',
    });
    expect(actionLabel(requested.action)).toBe('Task run requested');
    expect(activitySubject(requested)).toEqual({
      label: 'Task maintenance.prune',
      href: '/admin/tasks',
    });
  });

  test('details leave out what the subject says and name the rest in words', () => {
    expect(activityDetails({ postSlug: 'accessibility-audit', previousStatus: 'pending' })).toBe(
      'was pending',
    );
    expect(activityDetails({ country: 'PT', rows: 3 })).toBe('country: PT, 3 rows');
    expect(activityDetails({ rows: 1 })).toBe('1 row');
    expect(activityDetails({ commentsDeleted: 1 })).toBe('1 comment deleted');
  });

  test('a search-engine notice says what it told whom, about the job it links to', () => {
    const told = entry({
      actor: 'Search notifier',
      action: 'search.notified',
      entity: 'job',
      entityId: '12',
      details: {
        title: 'Senior Data Engineer',
        said: 'Told Google and IndexNow that Senior Data Engineer opened',
      },
    });
    expect(actionLabel(told.action)).toBe('Search engines told');
    expect(activitySubject(told)).toEqual({
      label: 'Senior Data Engineer',
      href: '/admin/jobs/12',
    });
    expect(activityDetails(told.details)).toBe(
      'Told Google and IndexNow that Senior Data Engineer opened',
    );
  });

  test('a team member change names the member, links to their form and says each field before and after', () => {
    const changed = entry({
      action: 'team.changed',
      entity: 'team_member',
      entityId: '12',
      details: {
        name: 'Ana Ruiz',
        version: 3,
        fields: 'role, quote',
        before: { role: 'Data Engineer', quote: null },
        after: { role: 'Staff Data Engineer', quote: 'x'.repeat(100) },
      },
    });
    expect(actionLabel(changed.action)).toBe('Team member changed');
    expect(activitySubject(changed)).toEqual({ label: 'Ana Ruiz', href: '/admin/team/12' });
    expect(activityDetails(changed.details)).toBe('version: 3, changed role, quote');
    expect(activityChanges(changed.details)).toEqual([
      { field: 'role', before: 'Data Engineer', after: 'Staff Data Engineer' },
      { field: 'quote', before: '(empty)', after: `${'x'.repeat(79)}…` },
    ]);
    // A removed member has no form any more: the entry leads to the team list.
    expect(activitySubject({ ...changed, action: 'team.removed' }).href).toBe('/admin/team');
  });

  test('a press entry reads as a sentence, links to its form (the press list once removed) and names a preview link by its journalist', () => {
    const embargoEnded = entry({
      actor: 'Embargo ended',
      action: 'press.release_published',
      entity: 'press_release',
      entityId: '9',
      details: { title: 'Annual results', version: 2, fields: 'publishAt' },
    });
    expect(actionLabel(embargoEnded.action)).toBe('Press release embargo ended');
    expect(actionVerb(embargoEnded.action)).toBe('published the press release');
    expect(activitySubject(embargoEnded)).toEqual({
      label: 'Annual results',
      href: '/admin/press/releases/9',
    });
    const link = entry({
      action: 'press.preview_link_created',
      entity: 'press_release',
      entityId: '9',
      details: { title: 'Annual results', recipient: 'Jo Reporter', linkId: 4 },
    });
    expect(activityDetails(link.details)).toBe('for Jo Reporter');
    const removed = entry({
      action: 'press.asset_removed',
      entity: 'brand_asset',
      entityId: '3',
      details: { title: 'Logo on dark' },
    });
    expect(activitySubject(removed)).toEqual({ label: 'Logo on dark', href: '/admin/press' });
  });

  test('a job entry reads as a sentence, links to the job form and says places and pay in words', () => {
    const closed = entry({
      action: 'job.closed',
      entity: 'job',
      entityId: '81',
      details: {
        title: 'Senior Data Engineer',
        version: 4,
        fields: 'status, closedReason',
        before: { status: 'open', closedReason: null },
        after: { status: 'closed', closedReason: 'Filled' },
      },
    });
    expect(`${closed.actor} ${actionVerb(closed.action)} ${activitySubject(closed).label}`).toBe(
      'dana@somnia.example closed Senior Data Engineer',
    );
    expect(activitySubject(closed).href).toBe('/admin/jobs/81');
    expect(actionLabel(closed.action)).toBe('Job closed');
    expect(activityDetails(closed.details)).toBe('version: 4, changed status, closedReason');
    expect(actionVerb('comment.approved')).toBeNull();
    // A deleted draft has no form any more: its entry leads to the job list.
    const deleted = { ...closed, action: 'job.deleted' };
    expect(`${actionVerb(deleted.action)} ${activitySubject(deleted).label}`).toBe(
      'deleted the draft Senior Data Engineer',
    );
    expect(activitySubject(deleted).href).toBe('/admin/jobs');
    expect(actionVerb('job.unpublished')).toBe('took back to a draft');
    expect(actionLabel('job.unscheduled')).toBe('Job schedule cancelled');

    const changed = {
      fields: 'locations, pay, remoteRegions',
      before: {
        locations: [{ city: 'Porto', region: null, countryCode: 'PT' }],
        pay: null,
        remoteRegions: [],
      },
      after: {
        locations: [
          { city: 'Porto', region: null, countryCode: 'PT' },
          { city: null, region: null, countryCode: 'ES' },
        ],
        pay: { currency: 'EUR', min: 55_000, max: 70_000, period: 'YEAR' },
        remoteRegions: ['PT', 'EU'],
      },
    };
    expect(activityChanges(changed)).toEqual([
      { field: 'locations', before: 'Porto, Portugal', after: 'Porto, Portugal; Spain' },
      { field: 'pay', before: '(empty)', after: '€55,000 – €70,000 per year' },
      { field: 'remoteRegions', before: '(empty)', after: 'Portugal, European Union' },
    ]);
  });

  test("a job source: an admin's change reads as a sentence with its ATS, a sync as its summary, each leading to the sources", () => {
    const added = entry({
      actor: 'Dana',
      action: 'job-source.added',
      entity: 'job-source',
      entityId: '3',
      details: { summary: 'Greenhouse: source acme added', board: 'acme', ats: 'Greenhouse' },
    });
    expect(
      `${added.actor} ${actionVerb(added.action, added.details)} ${activitySubject(added).label}`,
    ).toBe('Dana added the Greenhouse source acme');
    expect(activitySubject(added).href).toBe('/admin/job-sources');
    expect(actionLabel(added.action)).toBe('Job source added');
    expect(activityDetails(added.details)).toBe('');
    expect(actionVerb('job-source.removed', { ats: 'Lever' })).toBe('removed the Lever source');
    expect(actionVerb('job-source.paused', { ats: 'Ashby' })).toBe('paused the Ashby source');
    expect(actionVerb('job-source.resumed', { ats: 'Workable' })).toBe(
      'resumed the Workable source',
    );
    // an entry written before its ATS was named
    expect(actionVerb('job-source.removed')).toBe('removed the job source');

    const synced = entry({
      actor: 'system:job-sync',
      action: 'job-source.synced',
      entity: 'job-source',
      entityId: '3',
      details: { summary: 'Greenhouse: 3 added, 1 closed', board: 'acme', ats: 'Greenhouse' },
    });
    expect(actionVerb(synced.action, synced.details)).toBeNull();
    expect(actionLabel(synced.action)).toBe('Job source synced');
    expect(activitySubject(synced)).toEqual({
      label: 'Greenhouse: 3 added, 1 closed',
      href: '/admin/job-sources',
    });
    expect(activityDetails(synced.details)).toBe('');

    const error = 'Greenhouse did not answer within 30 s.';
    const failed = entry({
      action: 'job-source.sync-failed',
      entity: 'job-source',
      entityId: '3',
      details: {
        summary: `Greenhouse sync failed: ${error}`,
        board: 'acme',
        ats: 'Greenhouse',
        error,
      },
    });
    expect(actionLabel(failed.action)).toBe('Job source sync failed');
    expect(activitySubject(failed)).toEqual({
      label: `Greenhouse sync failed: ${error}`,
      href: '/admin/job-sources',
    });
    expect(activityDetails(failed.details)).toBe('');
    expect(activitySubject(entry({ entity: 'job-source', entityId: '9', details: {} }))).toEqual({
      label: 'Job source #9',
      href: '/admin/job-sources',
    });
  });

  test('a page or the FAQ leads to its editor in /admin/pages, a post to /admin/posts', () => {
    const saved = entry({
      action: 'content.saved',
      entity: 'content',
      entityId: '12',
      details: { title: 'Privacy policy', path: '/pages/privacy-policy', kind: 'page' },
    });
    expect(`${actionVerb(saved.action)} ${activitySubject(saved).label}`).toBe(
      'saved a draft of Privacy policy',
    );
    expect(activitySubject(saved).href).toBe('/admin/pages/12');
    const faq = { ...saved, details: { title: 'Questions about applying?', kind: 'faq' } };
    expect(activitySubject(faq).href).toBe('/admin/pages/12');
    const postFile = entry({
      action: 'content.file_changed',
      entity: 'content',
      entityId: '40',
      details: { path: '/blog/accessibility-audit' },
    });
    expect(activitySubject(postFile).href).toBe('/admin/posts/40');
  });
});

describe('the moderation engine in the log (decision 065)', () => {
  test('a comment decided by a rule says which, with the entry and the text it matched', () => {
    expect(
      activityDetails({
        postSlug: 'accessibility-audit',
        status: 'pending',
        rule: 'keyword',
        keyword: 'casin*',
        matched: 'Casinos',
      }),
    ).toBe('status: pending, rule: Keyword entry “casin*” matched “Casinos”');
    expect(activityDetails({ status: 'pending', rule: 'rate' })).toBe(
      'status: pending, rule: Posting rate',
    );
  });

  test('spam, blocks and the rules themselves read as words', () => {
    expect(actionLabel('comment.marked_spam')).toBe('Comment marked as spam');
    expect(activityDetails({ learnt: 'pills.example' })).toBe('now held: links to pills.example');
    expect(activitySubject(entry({ entity: 'comment_author', entityId: '7' }))).toEqual({
      label: 'Comment author #7',
      href: '/admin/blacklist-keywords',
    });
  });
});
