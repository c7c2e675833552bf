import type { ComponentType } from 'react';

import type { Section, SectionType } from '../../contract/page-types';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';

export type BlockProps<T extends SectionType> = {
  section: Extract<Section, { type: T }>;
  index: number;
};
export type BlockComponent<T extends SectionType> = ComponentType<BlockProps<T>>;

/**
 * Each section type's block, in a chunk of its own: a page loads the blocks it shows, no other.
 * The server loads them before rendering and links their chunks, the browser before hydrating
 * and, on navigation, in the route's loader, so no block waits for its code on screen.
 */
export const BLOCKS: { [T in SectionType]: LazyComponent<BlockProps<T>> } = {
  hero: lazyComponent(() => import('./hero/hero-block').then((module) => module.HeroBlock)),
  'rich-text': lazyComponent(() =>
    import('./rich-text/rich-text-block').then((module) => module.RichTextBlock),
  ),
  'image-text': lazyComponent(() =>
    import('./image-text/image-text-block').then((module) => module.ImageTextBlock),
  ),
  stats: lazyComponent(() => import('./stats/stats-block').then((module) => module.StatsBlock)),
  'value-cards': lazyComponent(() =>
    import('./value-cards/value-cards-block').then((module) => module.ValueCardsBlock),
  ),
  timeline: lazyComponent(() =>
    import('./timeline/timeline-block').then((module) => module.TimelineBlock),
  ),
  faq: lazyComponent(() => import('./faq/faq-block').then((module) => module.FaqBlock)),
  quiz: lazyComponent(() => import('./quiz/quiz-block').then((module) => module.QuizBlock)),
  slider: lazyComponent(() => import('./slider/slider-block').then((module) => module.SliderBlock)),
  testimonials: lazyComponent(() =>
    import('./testimonials/testimonials-block').then((module) => module.TestimonialsBlock),
  ),
  cta: lazyComponent(() => import('./cta/cta-block').then((module) => module.CtaBlock)),
  'stream-schedule': lazyComponent(() =>
    import('./stream-schedule/stream-schedule-block').then((module) => module.StreamScheduleBlock),
  ),
  experiment: lazyComponent(() =>
    import('./experiment/experiment-block').then((module) => module.ExperimentBlock),
  ),
  'team-grid': lazyComponent(() =>
    import('./team-grid/team-grid-block').then((module) => module.TeamGridBlock),
  ),
  'team-list': lazyComponent(() =>
    import('./team-list/team-list-block').then((module) => module.TeamListBlock),
  ),
  'team-member': lazyComponent(() =>
    import('./team-member/team-member-block').then((module) => module.TeamMemberBlock),
  ),
  'press-highlights': lazyComponent(() =>
    import('./press-highlights/press-highlights-block').then(
      (module) => module.PressHighlightsBlock,
    ),
  ),
  'asset-list': lazyComponent(() =>
    import('./asset-list/asset-list-block').then((module) => module.AssetListBlock),
  ),
  'press-news-list': lazyComponent(() =>
    import('./press-news-list/press-news-list-block').then((module) => module.PressNewsListBlock),
  ),
  'press-news-item': lazyComponent(() =>
    import('./press-news-item/press-news-item-block').then((module) => module.PressNewsItemBlock),
  ),
  'press-release-list': lazyComponent(() =>
    import('./press-release-list/press-release-list-block').then(
      (module) => module.PressReleaseListBlock,
    ),
  ),
  'press-contact': lazyComponent(() =>
    import('./press-contact/press-contact-block').then((module) => module.PressContactBlock),
  ),
  'press-release': lazyComponent(() =>
    import('./press-release/press-release-block').then((module) => module.PressReleaseBlock),
  ),
  'post-list': lazyComponent(() =>
    import('./post-list/post-list-block').then((module) => module.PostListBlock),
  ),
  post: lazyComponent(() => import('./post/post-block').then((module) => module.PostBlock)),
  'talent-form': lazyComponent(() =>
    import('./talent-form/talent-form-block').then((module) => module.TalentFormBlock),
  ),
  'talent-confirm': lazyComponent(() =>
    import('./talent-confirm/talent-confirm-block').then((module) => module.TalentConfirmBlock),
  ),
  'comment-author-confirm': lazyComponent(() =>
    import('./comment-author-confirm/comment-author-confirm-block').then(
      (module) => module.CommentAuthorConfirmBlock,
    ),
  ),
  'talent-leave': lazyComponent(() =>
    import('./talent-leave/talent-leave-block').then((module) => module.TalentLeaveBlock),
  ),
  'press-subscribe': lazyComponent(() =>
    import('./press-subscribe/press-subscribe-block').then((module) => module.PressSubscribeBlock),
  ),
  'press-subscription-page': lazyComponent(() =>
    import('./press-subscription-page/press-subscription-page-block').then(
      (module) => module.PressSubscriptionPageBlock,
    ),
  ),
  'job-alert-page': lazyComponent(() =>
    import('./job-alert-page/job-alert-page-block').then((module) => module.JobAlertPageBlock),
  ),
  'latest-jobs': lazyComponent(() =>
    import('./latest-jobs/latest-jobs-block').then((module) => module.LatestJobsBlock),
  ),
  'job-list': lazyComponent(() =>
    import('./job-list/job-list-block').then(async (module) => {
      // A server streaming the alert form's fallback would leave it out without JavaScript.
      if (import.meta.env.SSR) await module.loadJobAlertForm();
      return module.JobListBlock;
    }),
  ),
  'job-detail': lazyComponent(() =>
    import('./job-detail/job-detail-block').then((module) => module.JobDetailBlock),
  ),
  'job-closed': lazyComponent(() =>
    import('./job-closed/job-closed-block').then((module) => module.JobClosedBlock),
  ),
};

/**
 * A block's module as Vite's build manifest names it (the path from the project root): every
 * block is `src/blocks/{type}/{type}-block.tsx` (block-modules.test.ts holds BLOCKS to it).
 */
export const blockSource = (type: SectionType): string => `src/blocks/${type}/${type}-block.tsx`;

/** Where a visitor shows they are about to use a block: on the block itself, or anywhere. */
export type IntentScope = 'block' | 'page';

/**
 * Blocks whose code waits until the visitor reaches for them (issue 31: a first visit fetches at
 * most 150 kB). The server renders them whole and links their styles but does not preload them;
 * the browser keeps the server's HTML until then (block-renderer.tsx). `block`: a pointer over it,
 * a touch or focus inside (the talent form, with its country list). `page`: the first pointer,
 * touch, key or focus anywhere (the slider: Swiper is 31 kB gzip, and its buttons wait for it,
 * so focus could never reach it first).
 */
export const ON_INTENT: Readonly<Partial<Record<SectionType, IntentScope>>> = {
  slider: 'page',
  'talent-form': 'block',
  // The press subscription posts without script, so its code waits too (decision 064).
  'press-subscribe': 'block',
};

const typesOf = (sections: readonly Section[]) => [
  ...new Set(sections.map((section) => section.type)),
];
const firstPaintTypesOf = (sections: readonly Section[]) =>
  typesOf(sections).filter((type) => ON_INTENT[type] === undefined);

/** The modules of the blocks these sections show, each once: the server links their stylesheets. */
export const blockSources = (sections: readonly Section[]): string[] =>
  typesOf(sections).map(blockSource);

/** The modules of the blocks a page hydrates with: the server preloads their chunks. */
export const firstPaintBlockSources = (sections: readonly Section[]): string[] =>
  firstPaintTypesOf(sections).map(blockSource);

/** Loads every block these sections need (the server, a navigation): they render at once. */
export async function loadBlocks(sections: readonly Section[]): Promise<void> {
  await Promise.all(typesOf(sections).map((type) => BLOCKS[type].load()));
}

/** Loads the blocks the page hydrates with; the others wait for the visitor (`ON_INTENT`). */
export async function loadFirstPaintBlocks(sections: readonly Section[]): Promise<void> {
  await Promise.all(firstPaintTypesOf(sections).map((type) => BLOCKS[type].load()));
}
