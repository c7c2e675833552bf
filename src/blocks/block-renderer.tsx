import { Suspense } from 'react';

import type { Section, SectionType } from '../api/page-types';
import { BLOCKS, type BlockComponent } from './block-modules';

function renderSection<T extends SectionType>(
  section: Extract<Section, { type: T }>,
  index: number,
) {
  const Block = BLOCKS[section.type as T].Component as BlockComponent<T>;
  // A block whose code was loaded beforehand (the usual case) renders at once; otherwise the
  // server's HTML stays in place while hydrating, or this placeholder shows, until it loads.
  return (
    <Suspense
      key={`${section.type}-${index}`}
      fallback={<div className="block block--loading" role="status" aria-label="Loading" />}
    >
      <Block section={section} index={index} />
    </Suspense>
  );
}

/** One block per section type; a page is its sections in order. */
export function BlockRenderer({ sections }: { sections: Section[] }) {
  return <>{sections.map((section, index) => renderSection(section, index))}</>;
}
