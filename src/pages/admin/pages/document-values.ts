/**
 * A page's (or the FAQ's) document as the editor's form holds it: the JSON the server stores,
 * read and changed by path (`section.3.heading`, the API's names for its fields), with the field
 * model (contract/admin-page-types.ts) saying what each value may be.
 */
import type { BlockKind, ContentField, ContentFields } from '../../../../contract/admin-page-types';
import type { FieldIssue } from '../../../api/admin-api';
import type { PlacedIssues } from '../shell/use-versioned-form';

export type Path = readonly (string | number)[];

/** The API's name of the value at `path`: `section.3.heading`. */
export const keyOf = (path: Path): string => path.join('.');

/** The id of the control (or the group) of the value named `key`. */
export const fieldId = (key: string): string => `page-field-${key.replaceAll('.', '-')}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') current = current[step];
    else if (isRecord(current) && typeof step === 'string') current = current[step];
    else return undefined;
  }
  return current;
}

/** `container` with the value at `path` replaced; `undefined` leaves a field out. */
export function setAt(container: unknown, path: Path, value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (typeof step === 'number') {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    list[step] = setAt(list[step], rest, value);
    return list;
  }
  const record = isRecord(container) ? { ...container } : {};
  const next = setAt(record[step], rest, value);
  if (next === undefined) delete record[step];
  else record[step] = next;
  return record;
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A value in the same JSON whatever the order of its keys, for telling whether the form changed. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

export const sameFields = (a: ContentFields, b: ContentFields): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** What a new item (or an added image, link …) starts as: the required parts, empty. */
export function emptyValueOf(field: ContentField): unknown {
  switch (field.kind) {
    case 'text':
    case 'markdown':
      return '';
    case 'choice':
      return field.options[0] ?? '';
    case 'flag':
      return false;
    case 'group':
      return Object.fromEntries(
        field.fields
          .filter((child) => child.required)
          .map((child) => [child.name, emptyValueOf(child)]),
      );
    case 'list':
      return Array.from({ length: field.min }, () => emptyValueOf(field.item));
    case 'number':
    case 'fixed':
      return undefined;
  }
}

/** `Was the question?` → `was-the-question`. */
function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

const hasIdField = (field: ContentField): boolean =>
  field.kind === 'group' && field.fields.some((child) => child.name === 'id' && child.required);

/** The first text an item says (its question, its title): what its new id is made from. */
function firstTextOf(item: Record<string, unknown>): string {
  const text = Object.entries(item).find(
    ([name, value]) => name !== 'id' && typeof value === 'string' && value.trim() !== '',
  );
  return typeof text?.[1] === 'string' ? text[1] : '';
}

function withIdsInList(list: unknown[], item: ContentField): unknown[] {
  const items = list.map((each) => withNewIds(each, item));
  if (!hasIdField(item)) return items;
  const taken = new Set(items.flatMap((each) => (isRecord(each) && each.id ? [each.id] : [])));
  return items.map((each) => {
    if (!isRecord(each) || each.id) return each;
    const base = slugOf(firstTextOf(each)) || 'item';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return { ...each, id };
  });
}

/**
 * `value` with an id for every new list item that needs one (an FAQ entry, a timeline step),
 * made from its first text and unique in its list. Ids already there are never changed: links
 * name them (`?faq=response-time`, SPEC §2).
 */
export function withNewIds(value: unknown, field: ContentField): unknown {
  if (field.kind === 'list' && Array.isArray(value)) return withIdsInList(value, field.item);
  if (field.kind === 'group' && isRecord(value)) {
    const next = { ...value };
    for (const child of field.fields) {
      if (next[child.name] !== undefined) next[child.name] = withNewIds(next[child.name], child);
    }
    return next;
  }
  return value;
}

/** The fields a document's blocks accept, by block type (`hero` → its fields). */
export type BlockKinds = ReadonlyMap<string, BlockKind>;

/** What a page's `section` is to the form: a list of blocks, each of its kind's fields. */
export function blockFieldOf(section: unknown, kinds: BlockKinds): ContentField {
  const type = isRecord(section) && typeof section.type === 'string' ? section.type : '';
  const kind = kinds.get(type);
  return kind
    ? {
        kind: 'group',
        shape: 'fields',
        name: '',
        label: kind.label,
        required: true,
        fields: kind.fields,
      }
    : { kind: 'fixed', name: '', label: type, required: true };
}

/** Words for a field the API names: `section.3.heading` → `Block 4 (Hero) › Heading`. */
export function describeKey(
  key: string,
  values: ContentFields,
  fields: readonly ContentField[],
  kinds: BlockKinds,
): string {
  const words: string[] = [];
  let level: readonly ContentField[] = fields;
  let listItem: ContentField | null = null;
  const steps = key.split('.');
  steps.forEach((step, index) => {
    if (/^\d+$/.test(step)) {
      const position = Number(step) + 1;
      if (index === 1 && steps[0] === 'section') {
        const block = blockFieldOf(getAt(values, ['section', Number(step)]), kinds);
        words.push(`Block ${position} (${block.label})`);
        level = block.kind === 'group' ? block.fields : [];
      } else {
        words.push(`Item ${position}`);
        level = listItem?.kind === 'group' ? listItem.fields : [];
      }
      return;
    }
    const field = level.find((each) => each.name === step);
    // A page's blocks are said by their place and kind alone ("Block 4 (Hero)").
    if (step !== 'section' || index !== 0) words.push(field?.label ?? step);
    listItem = field?.kind === 'list' ? field.item : null;
    level = field?.kind === 'group' ? field.fields : [];
  });
  return words.join(' › ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A refusal's issues beside their fields, by the API's names: every field of the document is the
 * form's (a block's, an item's); only the version (a 409 without the record) is not.
 */
export function placeIssues(issues: readonly FieldIssue[]): PlacedIssues {
  const errors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { field, message } of issues) {
    if (field === 'version' || field === 'body') unplaced.push(capitalised(message));
    else errors[field] ??= capitalised(message);
  }
  return { errors, first: Object.keys(errors)[0] ?? null, unplaced };
}
