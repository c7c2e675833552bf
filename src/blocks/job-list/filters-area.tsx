import { useState } from 'react';

import type { FilterOption } from '../../../contract/page-types';
import { Drawer, useDrawer } from '../drawer';
import { LineIcon } from '../icon/icon';
import { FilterPanel } from '../job-filters';
import { useHydrated } from '../../lib/use-hydrated';
import {
  EMPTY_SELECTION,
  activeFilterCount,
  toggleValue,
  type FilterGroup,
  type FilterSelection,
} from './job-list-query';
import { useMediaQuery } from './use-media-query';
import { useResultTotal } from './use-result-total';

// The filters sit beside the list from here up (DESIGN.md breakpoints); below, in a drawer.
const SIDEBAR_MEDIA = '(min-width: 1024px)';

interface FiltersAreaProps {
  options: Record<FilterGroup, FilterOption[]>;
  selection: FilterSelection;
  /** Applies a new selection (the list goes back to page 1). */
  onApply: (selection: FilterSelection) => void;
  /** The list's URL with a selection applied, so the drawer can count it before Apply. */
  hrefFor: (selection: FilterSelection) => string;
}

function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="job-list__badge">
      {count}
      <span className="visually-hidden"> active</span>
    </span>
  );
}

/** The drawer's Apply says what it will show, once the count of the choice is known. */
function applyLabel(total: number | null): string {
  if (total === null) return 'Apply';
  return `Show ${total} ${total === 1 ? 'job' : 'jobs'}`;
}

/** Phones: a toggle and a drawer; choices wait for "Apply" (DESIGN.md). */
function FilterDrawer({ options, selection, onApply, hrefFor }: FiltersAreaProps) {
  const drawer = useDrawer();
  const [draft, setDraft] = useState<FilterSelection>(selection);
  const draftTotal = useResultTotal(drawer.isDrawerOpen ? hrefFor(draft) : null);
  const openWithSelection = () => {
    setDraft(selection);
    drawer.open();
  };
  const apply = () => {
    onApply(draft);
    drawer.close();
  };
  return (
    <div className="job-filters job-filters--drawer">
      <button
        {...drawer.toggleProps}
        onClick={openWithSelection}
        className="button button--ghost job-filters__toggle"
      >
        <LineIcon name="filters" />
        Filters
        <CountBadge count={activeFilterCount(selection)} />
      </button>
      <Drawer
        id={drawer.drawerId}
        isOpen={drawer.isDrawerOpen}
        onClose={drawer.close}
        returnFocusRef={drawer.toggleRef}
        title="Filters"
        footer={
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDraft(EMPTY_SELECTION)}
            >
              Clear
            </button>
            <button
              type="button"
              className="button button--primary job-filters__apply"
              onClick={apply}
            >
              {applyLabel(draftTotal)}
            </button>
          </>
        }
      >
        <FilterPanel
          options={options}
          selection={draft}
          onToggle={(group, value) =>
            setDraft((current) => ({ ...current, [group]: toggleValue(current[group], value) }))
          }
        />
      </Drawer>
    </div>
  );
}

/** Desktop: beside the list, each change applies at once. */
function FilterSidebar({ options, selection, onApply }: FiltersAreaProps) {
  return (
    <div className="job-filters job-filters--sidebar">
      <h2 className="job-filters__heading">Filter jobs</h2>
      <FilterPanel
        options={options}
        selection={selection}
        onToggle={(group, value) =>
          onApply({ ...selection, [group]: toggleValue(selection[group], value) })
        }
      />
    </div>
  );
}

/**
 * Before hydration (and without JavaScript): a disclosure inside the GET form with a submit
 * button. CSS shows it open as the sidebar on wide screens.
 */
function StaticFilters({ options, selection }: Pick<FiltersAreaProps, 'options' | 'selection'>) {
  return (
    <details className="job-filters job-filters--static">
      <summary className="button button--ghost job-filters__toggle">
        <LineIcon name="filters" />
        Filters
        <CountBadge count={activeFilterCount(selection)} />
      </summary>
      <div className="job-filters__static-panel">
        <h2 className="job-filters__heading">Filter jobs</h2>
        <FilterPanel options={options} selection={selection} onToggle={() => undefined} />
        <button type="submit" className="button button--primary job-filters__apply">
          Apply filters
        </button>
      </div>
    </details>
  );
}

/** Where the filters go: the static form until hydrated, then a sidebar or a drawer by width. */
export function FiltersArea(props: FiltersAreaProps) {
  const hydrated = useHydrated();
  const isWide = useMediaQuery(SIDEBAR_MEDIA, true);
  if (!hydrated) return <StaticFilters options={props.options} selection={props.selection} />;
  return isWide ? <FilterSidebar {...props} /> : <FilterDrawer {...props} />;
}
