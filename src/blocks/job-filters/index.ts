export { ActiveFilters } from './active-filters';
export { FilterPanel, type FilterPanelProps } from './filter-panel';
