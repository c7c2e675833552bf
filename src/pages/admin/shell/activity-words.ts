import { paths } from '../../../../contract/paths';
import { plural } from '../../../../contract/plural';
import type { JobPayInput, JobPlaceInput } from '../../../../contract/admin-job-types';
import type { AdminActivity } from '../../../../contract/admin-types';
import { formatPay } from '../../../../contract/job-pay';
import { isModerationRule, MODERATION_RULE_LABELS } from '../../../../contract/moderation';
import { placeLabel, regionName } from '../../../../contract/job-places';
import { postName } from './post-name';

/** The log's dotted verbs in words; an action not listed here shows as it is stored. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  'comment.created': 'Comment posted',
  'comment.approved': 'Comment approved',
  'comment.rejected': 'Comment rejected',
  'comment.reopened': 'Comment returned to pending',
  'keyword.added': 'Keyword added',
  'keyword.removed': 'Keyword removed',
  'talent.signed_up': 'Talent community sign-up',
  'talent.signup_repeated': 'Talent community sign-up repeated',
  'talent.confirmed': 'Talent community sign-up confirmed',
  'talent.exported': 'Talent community exported',
  'talent.deleted': 'Talent community sign-up deleted',
  'talent.left': 'Left the talent community (own link)',
  'task.run_requested': 'Task run requested',
  'team.added': 'Team member added',
  'team.changed': 'Team member changed',
  'team.moved': 'Team member moved',
  'team.removed': 'Team member removed',
  'job.created': 'Job created',
  'job.changed': 'Job changed',
  'job.duplicated': 'Job duplicated',
  'job.published': 'Job published',
  'job.scheduled': 'Job scheduled',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'job.unpublished': 'Job unpublished',
  'job.unscheduled': 'Job schedule cancelled',
  'job.deleted': 'Draft job deleted',
  'search.notified': 'Search engines told',
  'search.notify_failed': 'Search engine notice refused',
  'job-source.added': 'Job source added',
  'job-source.paused': 'Job source paused',
  'job-source.resumed': 'Job source resumed',
  'job-source.removed': 'Job source removed',
  'job-source.synced': 'Job source synced',
  'job-source.sync-failed': 'Job source sync failed',
  'job-source.departments-mapped': 'Job source departments mapped',
  'department.created': 'Department added',
  'department.renamed': 'Department renamed',
  'account.invited': 'Admin invited',
  'account.invitation_resent': 'Admin invitation sent again',
  'account.joined': 'Invited admin set their password',
  'account.scopes_changed': 'Admin sections changed',
  'account.removed': 'Admin removed',
  'account.reset_requested': 'Password reset asked for',
  'account.password_reset': 'Password reset with an e-mailed link',
  'account.password_changed': 'Own password changed',
  'account.signed_out_elsewhere': 'Signed out elsewhere',
  'account.moderation_mail_changed': 'E-mail about held comments changed',
  'press.subscribed': 'Press release subscription',
  'press.subscription_confirmed': 'Press release subscription confirmed',
  'press.unsubscribed': 'Unsubscribed from press releases (own link)',
  'press.release_announced': 'Press release mailed to subscribers',
  'press.release_created': 'Press release published',
  'press.release_embargoed': 'Press release written under embargo',
  'press.release_changed': 'Press release changed',
  'press.release_published': 'Press release embargo ended',
  'press.release_removed': 'Press release removed',
  'press.preview_link_created': 'Preview link made',
  'press.preview_link_revoked': 'Preview link withdrawn',
  'press.news_created': 'Coverage added',
  'press.news_changed': 'Coverage changed',
  'press.news_removed': 'Coverage removed',
  'press.asset_added': 'Brand asset added',
  'press.asset_changed': 'Brand asset changed',
  'press.asset_moved': 'Brand asset moved',
  'press.asset_removed': 'Brand asset removed',
  'content.created': 'Post or page created',
  'content.saved': 'Draft saved',
  'content.renamed': 'Address changed',
  'content.published': 'Published',
  'content.scheduled': 'Publishing scheduled',
  'content.unscheduled': 'Publishing schedule cancelled',
  'content.unpublished': 'Unpublished',
  'content.file_changed': 'File changed after an edit here',
  'content.file_taken': 'File version taken',
  'comment.marked_spam': 'Comment marked as spam',
  'keyword.mode_changed': 'Keyword entry changed',
  'comment_author.confirmed': 'Comment author confirmed their address',
  'comment_author.blocked': 'Comment author blocked',
  'comment_author.unblocked': 'Comment author unblocked',
  'moderation.rules_changed': 'Moderation rules changed',
  'talent.signup_refused': 'Talent community sign-up refused',
  'activity.exported': 'Activity log exported',
};

/** What the actor did, as the verb of a sentence: "Dana closed *Senior Data Engineer*". */
const ACTION_VERBS: Readonly<Record<string, string>> = {
  'team.added': 'added',
  'team.changed': 'changed',
  'team.moved': 'moved',
  'team.removed': 'removed',
  'job.created': 'created',
  'job.changed': 'changed',
  'job.duplicated': 'duplicated a job as',
  'job.published': 'published',
  'job.scheduled': 'scheduled',
  'job.closed': 'closed',
  'job.reopened': 'reopened',
  'job.unpublished': 'took back to a draft',
  'job.unscheduled': 'cancelled the publishing of',
  'job.deleted': 'deleted the draft',
  'press.release_created': 'published the press release',
  'press.release_embargoed': 'wrote under embargo the press release',
  'press.release_changed': 'changed the press release',
  'press.release_published': 'published the press release',
  'press.release_removed': 'removed the press release',
  'press.preview_link_created': 'made a preview link of',
  'press.preview_link_revoked': 'withdrew a preview link of',
  'press.news_created': 'added the coverage',
  'press.news_changed': 'changed the coverage',
  'press.news_removed': 'removed the coverage',
  'press.asset_added': 'added the brand asset',
  'press.asset_changed': 'changed the brand asset',
  'press.asset_moved': 'moved the brand asset',
  'press.asset_removed': 'removed the brand asset',
  'content.created': 'wrote',
  'content.saved': 'saved a draft of',
  'content.renamed': 'gave a new address to',
  'content.published': 'published',
  'content.scheduled': 'scheduled',
  'content.unscheduled': 'cancelled the publishing of',
  'content.unpublished': 'unpublished',
  'content.file_taken': 'took the file’s version of',
};

/** What an admin did to a job source, said with its ATS: "Dana added the Greenhouse source *acme*". */
const SOURCE_VERBS: Readonly<Record<string, string>> = {
  'job-source.added': 'added',
  'job-source.paused': 'paused',
  'job-source.resumed': 'resumed',
  'job-source.removed': 'removed',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The verb of an entry's sentence (actor, verb, subject); null for an action said as a label.
 * `details` name what the verb says of the subject (a job source's ATS).
 */
export function actionVerb(action: string, details: Record<string, unknown> = {}): string | null {
  const sourceVerb = SOURCE_VERBS[action];
  if (sourceVerb) return `${sourceVerb} the ${text(details.ats) ?? 'job'} source`;
  return ACTION_VERBS[action] ?? null;
}

/** The item an entry is about, in words, with where to see it (`href`, when it has a page). */
export interface ActivitySubject {
  label: string;
  href: string | null;
}

export function activitySubject(entry: AdminActivity): ActivitySubject {
  const number = entry.entityId ? ` #${entry.entityId}` : '';
  switch (entry.entity) {
    case 'blog_comment': {
      const slug = text(entry.details.postSlug);
      if (!slug) return { label: `Comment${number}`, href: paths.admin('blog-comment') };
      // A removed post has no page: the entry then leads to the moderation list.
      return entry.postTitle
        ? { label: `Comment${number} on "${entry.postTitle}"`, href: paths.techBlogPost(slug) }
        : {
            label: `Comment${number} on ${postName(slug, null)}`,
            href: paths.admin('blog-comment'),
          };
    }
    case 'blacklist_keyword': {
      const keyword = text(entry.details.keyword);
      return {
        label: keyword ? `Keyword "${keyword}"` : `Keyword${number}`,
        href: paths.admin('blacklist-keywords'),
      };
    }
    case 'comment_author':
      return { label: `Comment author${number}`, href: paths.admin('blacklist-keywords') };
    case 'moderation_settings':
      return { label: 'Moderation rules', href: paths.admin('blacklist-keywords') };
    case 'activity_log':
      return { label: 'Activity log', href: null };
    case 'talent_signup':
      return {
        label: entry.entityId ? `Sign-up${number}` : 'Talent community',
        href: paths.admin('talent-community'),
      };
    case 'team_member': {
      const name = text(entry.details.name);
      // A removed member has no page: the entry then leads to the team list.
      const href =
        entry.action !== 'team.removed' && entry.entityId
          ? paths.admin(`team/${entry.entityId}`)
          : paths.admin('team');
      return { label: name ?? `Team member${number}`, href };
    }
    case 'job':
      // Only a draft never public is deleted: its deletion leads to the list, the rest to the form
      // (which says the job was removed when it was).
      return {
        label: text(entry.details.title) ?? `Job${number}`,
        href:
          entry.action !== 'job.deleted' && entry.entityId
            ? paths.admin(`jobs/${entry.entityId}`)
            : paths.admin('jobs'),
      };
    case 'task':
      return { label: `Task ${entry.entityId ?? ''}`.trim(), href: paths.admin('tasks') };
    case 'content': {
      // A post leads to its editor, a page or the FAQ to theirs (/admin/pages).
      // (a file's change names only its path: /blog/…, /news/…)
      const isPost =
        entry.details.kind === 'blog' ||
        entry.details.kind === 'news' ||
        /^\/(blog|news)\//.test(text(entry.details.path) ?? '');
      const editor = isPost ? 'posts' : 'pages';
      return {
        label: text(entry.details.title) ?? text(entry.details.path) ?? `Document${number}`,
        href: entry.entityId ? paths.admin(`${editor}/${entry.entityId}`) : null,
      };
    }
    case 'job-source': {
      // A sync is said by its summary ("Greenhouse: 3 added, 1 closed"); the rest by the board.
      const sync =
        entry.action === 'job-source.synced' || entry.action === 'job-source.sync-failed';
      const label = text(sync ? entry.details.summary : entry.details.board);
      return { label: label ?? `Job source${number}`, href: paths.admin('job-sources') };
    }
    case 'account':
      return {
        label: text(entry.details.email) ?? 'An admin account',
        href: paths.admin('accounts'),
      };
    case 'press_subscriber':
      // No admin screen lists the subscribers: the entry says who, by number, and no more.
      return { label: `Press subscriber${number}`, href: null };
    case 'press_release':
    case 'press_news':
    case 'brand_asset':
      return pressSubject(entry, number);
    default:
      return { label: `${entry.entity}${number}`, href: null };
  }
}

/** The press editors' records: the form, or the press list once the record was removed. */
const PRESS_FORMS: Readonly<Record<string, { noun: string; folder: string }>> = {
  press_release: { noun: 'Press release', folder: 'releases' },
  press_news: { noun: 'Coverage', folder: 'news' },
  brand_asset: { noun: 'Brand asset', folder: 'brand-assets' },
};

function pressSubject(entry: AdminActivity, number: string): ActivitySubject {
  const form = PRESS_FORMS[entry.entity] ?? { noun: entry.entity, folder: '' };
  const removed = entry.action.endsWith('_removed');
  return {
    label: text(entry.details.title) ?? `${form.noun}${number}`,
    href:
      !removed && entry.entityId
        ? paths.admin(`press/${form.folder}/${entry.entityId}`)
        : paths.admin('press'),
  };
}

/** The details the subject does not already say, in words (`name: value` for the rest). */
const SHOWN_IN_SUBJECT = new Set([
  'postSlug',
  // a content document's: its path and kind are its subject's
  'path',
  'kind',
  'keyword',
  'name',
  'title',
  'copiedFromTitle',
  // a job source's: its board and ATS, and a sync's summary (which says its error)
  'board',
  'ats',
  'summary',
  'error',
  // an admin account's address
  'email',
  // a preview link's own id (the editor lists the links by their journalist)
  'linkId',
  // the moderation rule and what it matched: said as one phrase (moderationWords)
  'rule',
  'matched',
]);
const DETAIL_WORDS: Readonly<Record<string, (value: string) => string>> = {
  previousStatus: (value) => `was ${value}`,
  commentsDeleted: (value) => `${plural(Number(value), 'comment')} deleted`,
  alertsDeleted: (value) => `${plural(Number(value), 'job alert')} deleted`,
  rows: (value) => plural(Number(value), 'row'),
  fields: (value) => (value ? `changed ${value}` : 'saved without changes'),
  copiedFrom: (value) => `copy of job #${value}`,
  from: (value) => `was at ${value}`,
  at: (value) => `at ${value.replace('T', ' ').slice(0, 16)} UTC`,
  // A whole sentence written by the server (the search-engine notifier's).
  said: (value) => value,
  // A sync's outcome, already in words ("Greenhouse: 3 added, 1 closed").
  summary: (value) => value,
  signInsEnded: (value) => `${plural(Number(value), 'sign-in')} ended`,
  device: (value) => `on ${value}`,
  subscribers: (value) => `${plural(Number(value), 'subscriber')} mailed`,
  // a preview link's journalist
  recipient: (value) => `for ${value}`,
  // the moderation engine's (decision 065)
  mode: (value) => (value === 'hold' ? 'holds for review' : 'rejects'),
  learnt: (value) => (value ? `now held: links to ${value}` : 'no links to learn from'),
  spamCommentId: (value) => `learnt from comment #${value}, marked as spam`,
  commentId: (value) => `from comment #${value}`,
};

/**
 * The moderation rule that decided an entry, with the entry and what it matched (decision 065):
 * `rule: Keyword entry “casin*” matched “casinos”`.
 */
function moderationWords(details: Record<string, unknown>): string | null {
  if (!isModerationRule(details.rule)) return null;
  const keyword = text(details.keyword);
  const matched = text(details.matched);
  return [
    `rule: ${MODERATION_RULE_LABELS[details.rule]}`,
    keyword && ` “${keyword}”`,
    matched && ` matched “${matched}”`,
  ]
    .filter(Boolean)
    .join('');
}

export function activityDetails(details: Record<string, unknown>): string {
  const rest = Object.entries(details)
    .filter(([key]) => !SHOWN_IN_SUBJECT.has(key))
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => DETAIL_WORDS[key]?.(String(value)) ?? `${key}: ${String(value)}`);
  return [...rest, moderationWords(details)].filter(Boolean).join(', ');
}

/** One field an entry changed, its values in words (long texts cut short). */
export interface ActivityChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE_CHARS = 80;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** The words of a job's fields that are not plain text: its places, remote regions and pay. */
const FIELD_WORDS: Readonly<Record<string, (value: unknown) => string>> = {
  locations: (value) => (value as JobPlaceInput[]).map(placeLabel).join('; '),
  remoteRegions: (value) => (value as string[]).map(regionName).join(', '),
  pay: (value) => formatPay(value as JobPayInput) ?? '',
};

function valueWords(field: string, value: unknown): string {
  if (isEmpty(value)) return '(empty)';
  const words =
    FIELD_WORDS[field]?.(value) ??
    (Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value));
  return words.length > MAX_VALUE_CHARS ? `${words.slice(0, MAX_VALUE_CHARS - 1)}…` : words;
}

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The fields before and after, for an entry whose details carry `before` and `after`. */
export function activityChanges(details: Record<string, unknown>): ActivityChange[] {
  const [before, after] = [recordOf(details.before), recordOf(details.after)];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: valueWords(field, before[field]),
    after: valueWords(field, after[field]),
  }));
}
