import { lazy, Suspense, type ComponentType } from 'react';

import type { Section, SectionType } from '../api/page-types';
import { HeroBlock } from './hero/hero-block';
import { RichTextBlock } from './rich-text/rich-text-block';
import { CtaBlock } from './cta/cta-block';
import { ExperimentBlock } from './experiment/experiment-block';
import { FaqBlock } from './faq/faq-block';
import { ImageTextBlock } from './image-text/image-text-block';
import { QuizBlock } from './quiz/quiz-block';
import { StatsBlock } from './stats/stats-block';
import { StreamScheduleBlock } from './stream-schedule/stream-schedule-block';
import { TestimonialsBlock } from './testimonials/testimonials-block';
import { TimelineBlock } from './timeline/timeline-block';
import { ValueCardsBlock } from './value-cards/value-cards-block';
import { AssetListBlock } from './asset-list/asset-list-block';
import { PostBlock } from './post/post-block';
import { PostListBlock } from './post-list/post-list-block';
import { PressHighlightsBlock } from './press-highlights/press-highlights-block';
import { PressNewsItemBlock } from './press-news-item/press-news-item-block';
import { PressNewsListBlock } from './press-news-list/press-news-list-block';
import { PressReleaseListBlock } from './press-release-list/press-release-list-block';
import { TalentFormBlock } from './talent-form/talent-form-block';
import { TeamGridBlock } from './team-grid/team-grid-block';
import { TeamListBlock } from './team-list/team-list-block';
import { TeamMemberBlock } from './team-member/team-member-block';
import { JobClosedBlock } from './job-closed/job-closed-block';
import { JobDetailBlock } from './job-detail/job-detail-block';
import { JobListBlock } from './job-list/job-list-block';
import { LatestJobsBlock } from './latest-jobs/latest-jobs-block';

// Swiper is large and on few pages: it loads in its own chunk. The server still renders the slides;
// the browser hydrates them once the chunk arrives. (Forms stay in the main bundle: text typed
// before a lazy chunk hydrates would be lost.)
const SliderBlock = lazy(() =>
  import('./slider/slider-block').then((module) => ({ default: module.SliderBlock })),
);
const LAZY_TYPES = new Set<SectionType>(['slider']);

type BlockProps<T extends SectionType> = { section: Extract<Section, { type: T }>; index: number };
type BlockMap = { [T in SectionType]?: ComponentType<BlockProps<T>> };

/** One block per section type; a page is its sections in order. */
const BLOCKS: BlockMap = {
  hero: HeroBlock,
  'rich-text': RichTextBlock,
  'image-text': ImageTextBlock,
  stats: StatsBlock,
  'value-cards': ValueCardsBlock,
  timeline: TimelineBlock,
  faq: FaqBlock,
  quiz: QuizBlock,
  slider: SliderBlock,
  testimonials: TestimonialsBlock,
  cta: CtaBlock,
  'stream-schedule': StreamScheduleBlock,
  experiment: ExperimentBlock,
  'team-grid': TeamGridBlock,
  'team-list': TeamListBlock,
  'team-member': TeamMemberBlock,
  'press-highlights': PressHighlightsBlock,
  'asset-list': AssetListBlock,
  'press-news-list': PressNewsListBlock,
  'press-news-item': PressNewsItemBlock,
  'press-release-list': PressReleaseListBlock,
  'post-list': PostListBlock,
  post: PostBlock,
  'talent-form': TalentFormBlock,
  'latest-jobs': LatestJobsBlock,
  'job-list': JobListBlock,
  'job-detail': JobDetailBlock,
  'job-closed': JobClosedBlock,
};

function renderSection<T extends SectionType>(
  section: Extract<Section, { type: T }>,
  index: number,
) {
  const Block = BLOCKS[section.type as T] as ComponentType<BlockProps<T>> | undefined;
  if (!Block) return null;
  const key = `${section.type}-${index}`;
  const block = <Block key={key} section={section} index={index} />;
  if (!LAZY_TYPES.has(section.type)) return block;
  return (
    <Suspense
      key={key}
      fallback={<div className="block block--loading" role="status" aria-label="Loading" />}
    >
      {block}
    </Suspense>
  );
}

export function BlockRenderer({ sections }: { sections: Section[] }) {
  return <>{sections.map((section, index) => renderSection(section, index))}</>;
}
