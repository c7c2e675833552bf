import type { ComponentType } from 'react';

import type { Section, SectionType } from '../api/page-types';
import { HeroBlock } from './hero/hero-block';
import { RichTextBlock } from './rich-text/rich-text-block';

type BlockProps<T extends SectionType> = { section: Extract<Section, { type: T }>; index: number };
type BlockMap = { [T in SectionType]?: ComponentType<BlockProps<T>> };

/** One block per section type; a page is its sections in order. */
const BLOCKS: BlockMap = {
  hero: HeroBlock,
  'rich-text': RichTextBlock,
};

function renderSection<T extends SectionType>(section: Extract<Section, { type: T }>, index: number) {
  const Block = BLOCKS[section.type as T] as ComponentType<BlockProps<T>> | undefined;
  if (!Block) return null;
  return <Block key={`${section.type}-${index}`} section={section} index={index} />;
}

export function BlockRenderer({ sections }: { sections: Section[] }) {
  return <>{sections.map((section, index) => renderSection(section, index))}</>;
}
