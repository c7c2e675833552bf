import type { JobListQuery } from '../../../contract/job-list-query';
import type { PageSlice } from '../../platform/db/paging';
import { failedFiltersOf, type OpenJobGroup } from './open-job-counts';
import type { ListedJob } from './open-jobs-service';

/**
 * A searched list's page chosen in memory (decision 056): the read model's order of the open
 * jobs (decision 052) as typed arrays, each job's search vector beside it, walked once to count
 * the matched jobs' groups and once to take the page.
 */

/** An order's jobs as numbers: each one's id, vector and group (an index into `groups`). */
export interface AlignedOrder {
  ids: Int32Array;
  docs: Int32Array;
  groupOf: Int32Array;
  groups: OpenJobGroup[];
}

/** `order` as numbers, or undefined when a job of it has no vector (not the same jobs). */
export function alignOrder(
  order: ListedJob[],
  docOfJob: Map<number, number>,
): AlignedOrder | undefined {
  const groupIndex = new Map<OpenJobGroup, number>();
  const aligned: AlignedOrder = {
    ids: new Int32Array(order.length),
    docs: new Int32Array(order.length),
    groupOf: new Int32Array(order.length),
    groups: [],
  };
  for (const [index, { id, group }] of order.entries()) {
    const doc = docOfJob.get(id);
    if (doc === undefined) return undefined;
    let groupAt = groupIndex.get(group);
    if (groupAt === undefined) {
      groupAt = aligned.groups.push(group) - 1;
      groupIndex.set(group, groupAt);
    }
    aligned.ids[index] = id;
    aligned.docs[index] = doc;
    aligned.groupOf[index] = groupAt;
  }
  return aligned;
}

/** A searched list chosen in memory: its counts' groups and its page's ids, in order. */
interface ChosenPage {
  groups: OpenJobGroup[];
  ids: number[];
}

/** Each vector's slot: its rank's place among the ranks, best first (one slot without ranks). */
function slotsOf(size: number, rankOf: Float64Array | undefined) {
  const slotOf = new Int32Array(size);
  if (!rankOf) return { slots: 1, slotOf };
  const ranks = [...new Set(rankOf)].sort((a, b) => b - a);
  const slotOfRank = new Map(ranks.map((rank, slot) => [rank, slot]));
  for (const [doc, rank] of rankOf.entries()) slotOf[doc] = slotOfRank.get(rank) ?? 0;
  return { slots: ranks.length, slotOf };
}

/** The slots a page spans (`first` to before `last`), and how many jobs come before the first. */
function slotsSpanned(inSlot: Int32Array, slice: PageSlice) {
  let before = 0;
  let first = 0;
  while (first < inSlot.length && before + (inSlot[first] as number) <= slice.offset) {
    before += inSlot[first] as number;
    first += 1;
  }
  let last = first;
  for (let taken = before; last < inSlot.length && taken < slice.offset + slice.limit; last += 1)
    taken += inSlot[last] as number;
  return { first, last, before };
}

/**
 * The matched jobs of `order` (by their vectors): their groups counted, and the page of those
 * passing the filters, in the order, or by rank first when `rankOf` is given (the order, newest
 * first, then breaks ties as `sortOf` does). Ranks become slots, best first: one pass counts
 * each slot's jobs, a second takes only from the slots the page spans.
 */
export function choosePage(
  order: AlignedOrder,
  matched: Uint8Array,
  filters: JobListQuery,
  slice: PageSlice,
  rankOf?: Float64Array,
): ChosenPage {
  const failuresOf = failedFiltersOf(filters);
  const passes = Uint8Array.from(order.groups, (group) =>
    failuresOf(group).failures === 0 ? 1 : 0,
  );
  const { slots, slotOf } = slotsOf(matched.length, rankOf);
  const counts = new Int32Array(order.groups.length);
  const inSlot = new Int32Array(slots);
  const { ids, docs, groupOf } = order;
  for (let index = 0; index < ids.length; index += 1) {
    const doc = docs[index] as number;
    if (!matched[doc]) continue;
    const group = groupOf[index] as number;
    counts[group] = (counts[group] as number) + 1;
    if (passes[group]) {
      const slot = slotOf[doc] as number;
      inSlot[slot] = (inSlot[slot] as number) + 1;
    }
  }
  const span = slotsSpanned(inSlot, slice);
  const isTaken = (index: number) => {
    const doc = docs[index] as number;
    const slot = slotOf[doc] as number;
    return (
      slot >= span.first &&
      slot < span.last &&
      matched[doc] === 1 &&
      passes[groupOf[index] as number] === 1
    );
  };
  const page = takePage(order, isTaken, slotOf, span, slice);
  const groups = order.groups.flatMap((group, at) =>
    counts[at] ? [{ ...group, count: counts[at] as number }] : [],
  );
  return { groups, ids: page };
}

/**
 * Each spanned slot's jobs in the order, as many as the page can take from it; the pass ends
 * once every one is full (at once for a list in the order: one slot).
 */
function takePage(
  order: AlignedOrder,
  isTaken: (index: number) => boolean,
  slotOf: Int32Array,
  { first, last, before }: { first: number; last: number; before: number },
  slice: PageSlice,
): number[] {
  const bySlot = Array.from({ length: last - first }, (_, at) => ({
    ids: [] as number[],
    room: at === 0 ? slice.offset - before + slice.limit : slice.limit,
  }));
  let unfilled = bySlot.length;
  for (let index = 0; index < order.ids.length && unfilled > 0; index += 1) {
    if (!isTaken(index)) continue;
    const taking = bySlot[(slotOf[order.docs[index] as number] as number) - first];
    if (!taking || taking.ids.length >= taking.room) continue;
    if (taking.ids.push(order.ids[index] as number) === taking.room) unfilled -= 1;
  }
  return bySlot
    .flatMap((slot) => slot.ids)
    .slice(slice.offset - before, slice.offset - before + slice.limit);
}
