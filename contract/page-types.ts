/**
 * The shapes the product API returns, shared by the server (which builds them)
 * and the browser (which renders them). SPEC §3 names the job and page fields.
 */
import type { JobFacetKey, JobListQuery } from './job-list-query';
import type { EmploymentType, JobLocation, WorkplaceType } from './job-model';

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface LinkAction {
  label: string;
  href: string;
}

export interface Pager {
  page: number;
  totalPages: number;
  total: number;
}

export interface PagedList<T> {
  list: T[];
  pager: Pager;
}

export type PayPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/**
 * A job as a card shows it, in every list (the job list, latest jobs, similar jobs): SPEC §3's
 * job without the description and the fields only its detail page shows. Optional fields may
 * be missing; the screens apply the defaults.
 */
export interface JobListItem {
  id: number;
  title: string;
  summary: { team: string | null; location?: string; jobType?: string; level?: string };
  department: string;
  postedAt: string;
  /** Remote work (`workplaceType` is 'remote'); kept for clients of the first API. */
  remote: boolean;
  workplaceType: WorkplaceType;
  /** Every place of the job, the primary one first (`summary.location` is its city). */
  locations: JobLocation[];
  /** Where applicants of a remote job may live: country codes or region names. */
  remoteRegions: string[];
  /** The pay range as published, or null when the job lists none. */
  pay: JobPay | null;
}

export interface JobPay {
  currency: string;
  min: number;
  max: number;
  period: PayPeriod;
  /**
   * The range as a full-time year in euros at the owner's rates (docs/pay.md), in whole euros;
   * missing where the currency has no rate.
   */
  fullYearEur?: { min: number; max: number };
  /** Why `payMin` and `sort=pay` leave this pay out (docs/pay.md); missing where they compare it. */
  notCompared?: 'contract' | 'no_rate';
}

/** SPEC §3: a job as its detail page shows it (`content.description` is sanitised HTML). */
export interface Job extends JobListItem {
  slug: string | null;
  content: { description: string };
  urlList: { apply?: string };
  /** The primary place's country. */
  country: string | null;
  employmentType: EmploymentType | null;
  closesAt: string | null;
  updatedAt: string;
  /** People in the job's team; null: the page leaves the fact out (SPEC §2's 20 is the seed's). */
  teamSize: number | null;
  /** Whether the page carries SPEC §2's side note 'Relocation Assistance Provided'. */
  relocationAssistance: boolean;
}

export interface FilterOption {
  value: string;
  count: number;
  /** How the option reads where that is not its value ("Anywhere in Germany" for `Germany`). */
  label?: string;
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  team: string;
  location: string | null;
  bio: string; // HTML
  quote: string | null;
  portrait: ImageRef;
  joinedAt: string | null;
}

/** What a team card shows: lists carry only this, the bio only on the member's page. */
export type TeamMemberSummary = Pick<TeamMember, 'id' | 'name' | 'role' | 'team' | 'portrait'>;

/** A piece of press coverage as a list shows it (decision 011: lists carry what a card shows). */
export interface PressNewsListItem {
  id: number;
  title: string;
  summary: string;
  source: string | null;
  sourceUrl: string | null;
  publishedAt: string;
}

/** The news item's own page adds its text. */
export interface PressNewsItem extends PressNewsListItem {
  body: string; // HTML
}

/** A press release as a list shows it; its text is on its own page. */
export interface PressReleaseListItem {
  id: number;
  title: string;
  summary: string;
  location: string | null;
  /** The newsroom story (`/news/{slug}`) the release retells, which dates it; null if none. */
  storySlug: string | null;
  publishedAt: string;
}

export interface PressRelease extends PressReleaseListItem {
  body: string; // HTML
  updatedAt: string;
}

export interface BrandAsset {
  id: number;
  title: string;
  description: string;
  url: string;
  format: string;
  sizeBytes: number;
  preview: ImageRef | null;
}

export type PostKind = 'blog' | 'news';

export interface PostSummary {
  slug: string;
  kind: PostKind;
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  image: ImageRef | null;
  readingMinutes: number;
}

export interface Post extends PostSummary {
  body: string; // HTML
  /** The department the post's team belongs to (its front matter); its open jobs end the post. */
  department: string | null;
}

/** Another post, as a next step names it. */
export type PostLink = Pick<PostSummary, 'slug' | 'title' | 'publishedAt' | 'readingMinutes'>;

/** An open job as a post's next steps name it: its title and where it is (`jobPlaceSummary`). */
export interface PostTeamJob {
  id: number;
  title: string;
  place: string;
}

/** Where a blog reader can go after a post (decision 048). */
export interface PostNextSteps {
  /** Posts sharing its tags, most shared first; the author's are under `byAuthor`. */
  related: PostLink[];
  /** The post published before this one, and the one after. */
  previous: PostLink | null;
  next: PostLink | null;
  /** The author's other posts, newest first. */
  byAuthor: PostLink[];
  /** The newest open jobs of the post's department; null when the post names none. */
  teamJobs: { department: string; list: PostTeamJob[] } | null;
}

export interface BlogComment {
  id: number;
  name: string;
  body: string; // plain text
  createdAt: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string; // HTML
}

export interface QuizStatement {
  id: string;
  a: { text: string; weights: Record<string, number> };
  b: { text: string; weights: Record<string, number> };
}

export interface StreamEvent {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  videoUrl: string;
  recordingUrl: string | null;
}

interface ExperimentVariant {
  headline: string;
  text: string;
  action: LinkAction;
}

/** A page is a list of typed sections; one block renders each type. */
/** Which link of the job alert e-mails a `job-alert-page` answers. */
export type JobAlertPagePurpose = 'confirm' | 'unsubscribe' | 'manage';
export type PressSubscriptionPagePurpose = 'confirm' | 'unsubscribe';

export type Section =
  | {
      type: 'hero';
      id?: string;
      eyebrow?: string;
      heading: string;
      text: string;
      image?: ImageRef;
      actions?: LinkAction[];
    }
  | { type: 'rich-text'; id?: string; heading?: string; html: string }
  | {
      type: 'image-text';
      id?: string;
      heading: string;
      html: string;
      image: ImageRef;
      imageSide: 'left' | 'right';
    }
  | { type: 'stats'; id?: string; heading?: string; items: { value: string; label: string }[] }
  | {
      type: 'value-cards';
      id?: string;
      heading?: string;
      intro?: string;
      items: { title: string; text: string; icon?: string }[];
    }
  | {
      type: 'timeline';
      id?: string;
      heading?: string;
      items: { id: string; date: string; title: string; text: string }[];
    }
  | { type: 'faq'; id?: string; heading?: string; items: FaqItem[] }
  | { type: 'quiz'; id?: string; heading: string; intro: string; statements: QuizStatement[] }
  | {
      type: 'slider';
      id?: string;
      heading?: string;
      slides: { title: string; text: string; image: ImageRef }[];
    }
  | {
      type: 'testimonials';
      id?: string;
      heading?: string;
      items: { quote: string; name: string; role: string; portrait?: ImageRef }[];
    }
  | { type: 'team-grid'; id?: string; heading?: string; intro?: string; list: TeamMemberSummary[] }
  | {
      type: 'latest-jobs';
      id?: string;
      heading?: string;
      intro?: string;
      list: JobListItem[];
      /** How many jobs the list behind the button holds. */
      total: number;
      /** The job list the button opens (all open jobs, or a filtered or searched list). */
      listHref: string;
      /** What the button calls those jobs: "See all 6 {listName}" (default "open jobs"). */
      listName?: string;
      /** The student jobs' cities and pay, read from their listings (contract/student-jobs.ts). */
      facts?: string;
    }
  | { type: 'cta'; id?: string; heading: string; text: string; action: LinkAction }
  | {
      type: 'stream-schedule';
      id?: string;
      heading?: string;
      intro?: string;
      events: StreamEvent[];
    }
  | { type: 'experiment'; id: string; experiment: string; variants: ExperimentVariant[] }
  | { type: 'talent-form'; id?: string; heading: string; intro: string; interests: string[] }
  /** The talent community's confirmation page: its texts follow the URL (`token`, `outcome`). */
  | { type: 'talent-confirm'; id?: string }
  /** The talent community's leave page (decision 049): texts follow `token`, `outcome`. */
  | { type: 'talent-leave'; id?: string }
  /** A comment author's confirmation page (decision 065): texts follow `token`, `outcome`. */
  | { type: 'comment-author-confirm'; id?: string }
  /** The press release subscription form on /press (decision 064). */
  | { type: 'press-subscribe'; id?: string; heading: string; intro: string }
  /** A press subscription's page for one link of its e-mails (decision 064): texts follow the URL. */
  | { type: 'press-subscription-page'; id?: string; purpose: PressSubscriptionPagePurpose }
  /** A job alert's page for one link of its e-mails (decision 033): texts follow `token`, `outcome`. */
  | { type: 'job-alert-page'; id?: string; purpose: JobAlertPagePurpose }
  | {
      type: 'press-contact';
      id?: string;
      heading: string;
      text: string;
      /** The person to ask, and their role: the media contact (issue 35). */
      name?: string;
      role?: string;
      email: string;
      /** As people read it, e.g. `+31 20 555 0177`; the `tel:` link is made from its digits. */
      phone: string;
      hours?: string;
    }
  | {
      type: 'press-highlights';
      id?: string;
      news: PressNewsListItem[];
      releases: PressReleaseListItem[];
      assets: BrandAsset[];
    }
  | ({
      type: 'job-list';
      query: JobListQuery;
      /** `payMin`: every band, each counting the jobs whose pay reaches it. */
      filters: Record<JobFacetKey, FilterOption[]>;
    } & PagedList<JobListItem>)
  | { type: 'job-detail'; job: Job; similar: JobListItem[] }
  /** `alertQuery`: its department and places as a list search, offered as an alert. */
  | { type: 'job-closed'; title: string; similar: JobListItem[]; alertQuery: JobListQuery }
  | { type: 'team-list'; list: TeamMemberSummary[] }
  | { type: 'team-member'; member: TeamMember }
  | { type: 'asset-list'; list: BrandAsset[] }
  | ({ type: 'press-news-list' } & PagedList<PressNewsListItem>)
  | { type: 'press-news-item'; item: PressNewsItem }
  | ({ type: 'press-release-list' } & PagedList<PressReleaseListItem>)
  | {
      type: 'press-release';
      release: PressRelease;
      /** A journalist's preview of an embargoed release: when it may be published. */
      embargoedUntil?: string;
    }
  | ({ type: 'post-list'; kind: PostKind; tag?: string } & PagedList<PostSummary>)
  | {
      type: 'post';
      post: Post;
      comments: PagedList<BlogComment> | null;
      /** Blog posts only. */
      nextSteps: PostNextSteps | null;
    };

export type SectionType = Section['type'];

/** SPEC §3: page content has a title, meta (also seen as metaData) and section. */
export interface PageMeta {
  description: string;
  image?: ImageRef;
  noindex?: boolean;
}

export interface PageContent {
  title: string;
  meta?: PageMeta;
  metaData?: PageMeta;
  section: Section[];
}

/** SPEC §3: the API response envelope; a failure's data is whatever the error carries. */
export type Envelope<T> =
  | { success: true; code: number; data: T; message: string }
  | { success: false; code: number; data: unknown; message: string };

/** Answers the page API's envelope for a path, without HTTP (the server's in-process fetcher). */
export type PageEnvelopeFetcher = (path: string, search: string) => Promise<Envelope<PageContent>>;
