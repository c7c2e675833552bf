import { memo, Suspense, useRef } from 'react';

import type { Section, SectionType } from '../../contract/page-types';
import { useLoadOnIntent } from '../lib/use-load-on-intent';
import { BLOCKS, ON_INTENT, type BlockComponent, type IntentScope } from './block-modules';
import './block-renderer.css';

const placeholder = <div className="block block--loading" role="status" aria-label="Loading" />;

/**
 * A block whose code waits for the visitor: the server's HTML stays as it is until they reach for
 * it (`scope`), then hydrates. Memoised: a page re-rendering for another reason would turn the
 * server's HTML into a client render, and so load the code at once.
 */
const BlockOnIntent = memo(function BlockOnIntent({
  section,
  index,
  scope,
}: {
  section: Section;
  index: number;
  scope: IntentScope;
}) {
  const areaRef = useRef<HTMLDivElement>(null);
  const block = BLOCKS[section.type];
  useLoadOnIntent(block.load, scope === 'block' ? areaRef : undefined);
  const Block = block.Deferred as BlockComponent<SectionType>;
  return (
    <div ref={areaRef} className="block-on-intent">
      <Suspense fallback={placeholder}>
        <Block section={section as never} index={index} />
      </Suspense>
    </div>
  );
});

function renderSection<T extends SectionType>(
  section: Extract<Section, { type: T }>,
  index: number,
) {
  const key = `${section.type}-${index}`;
  const scope = ON_INTENT[section.type];
  if (scope) return <BlockOnIntent key={key} section={section} index={index} scope={scope} />;
  const Block = BLOCKS[section.type as T].Component as BlockComponent<T>;
  // A block whose code was loaded beforehand (the usual case) renders at once; otherwise the
  // server's HTML stays in place while hydrating, or this placeholder shows, until it loads.
  return (
    <Suspense key={key} fallback={placeholder}>
      <Block section={section} index={index} />
    </Suspense>
  );
}

/** One block per section type; a page is its sections in order. */
export function BlockRenderer({ sections }: { sections: Section[] }) {
  return <>{sections.map((section, index) => renderSection(section, index))}</>;
}
