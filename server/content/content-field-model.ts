/**
 * What the page editor offers for each block kind and for the hiring FAQ, read from the content
 * schemas (content-schemas.ts) through their JSON Schema: the schemas stay the one statement of
 * what a block accepts, and a new block kind a developer adds is editable without a screen of its
 * own. Strings become text fields (Markdown ones, marked `text/markdown`, textareas with the
 * site's preview), objects groups (an image's four fields, a link's two), arrays lists.
 */
import { z } from 'zod';

import type { BlockKind, ContentField, ContentFieldModel } from '../../contract/admin-page-types';
import { hiringFaqSourceSchema, pageSourceSchema } from './content-schemas';

/** The parts of a JSON Schema node the model reads (zod's output, draft 2020-12). */
interface SchemaNode {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  description?: string;
  contentMediaType?: string;
  additionalProperties?: unknown;
}

/** Fields the editor shows in its own way: a block's kind and its "hide" switch. */
const EDITOR_OWN_FIELDS = new Set(['type', 'hidden']);
/** `metaData` is an old spelling of `meta` that the files no longer use. */
const PAGE_FIELDS_LEFT_OUT = new Set(['section', 'metaData']);
const IMAGE_KEYS = ['alt', 'height', 'src', 'width'];
const LINK_KEYS = ['href', 'label'];
// JavaScript's safe integer, which zod states as the maximum of every int: no limit worth showing.
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

const FORMAT_HINTS: Record<string, string> = {
  'date-time': 'a date and time with its offset, e.g. 2026-05-04T17:00:00+02:00',
  email: 'an e-mail address',
  uri: 'an https address',
};

/** Names whose words an owner would not guess from the name. */
const LABELS: Record<string, string> = {
  src: 'Image address',
  alt: 'Alternative text (empty for a decorative image)',
  href: 'Link address',
  id: 'Id',
  noindex: 'Keep out of search engines',
  meta: 'Search engines and sharing',
  eyebrow: 'Eyebrow (the short line above the heading)',
};

/** `imageSide` → "Image side", `value-cards` → "Value cards". */
export function labelOf(name: string): string {
  const label = LABELS[name];
  if (label) return label;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('-', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sameKeys(node: SchemaNode, keys: readonly string[]): boolean {
  return (
    Object.keys(node.properties ?? {})
      .sort()
      .join() === keys.join()
  );
}

function fieldOf(name: string, node: SchemaNode, required: boolean): ContentField {
  const base = {
    name,
    label: labelOf(name),
    required,
    ...(node.description !== undefined && { hint: node.description }),
  };
  const variants = node.anyOf ?? node.oneOf;
  if (variants) {
    // A value or null (a recording not there yet): the value's field, stored as null when empty.
    const [value, other] = variants;
    if (variants.length === 2 && value && other?.type === 'null' && value.type === 'string') {
      return { ...fieldOf(name, value, required), kind: 'text', nullable: true };
    }
    return { ...base, kind: 'fixed' };
  }
  if (node.enum) return { ...base, kind: 'choice', options: node.enum.map(String) };
  if (node.const !== undefined) return { ...base, kind: 'choice', options: [String(node.const)] };
  switch (node.type) {
    case 'string': {
      if (node.contentMediaType === 'text/markdown') return { ...base, kind: 'markdown' };
      const hint = node.description ?? (node.format ? FORMAT_HINTS[node.format] : undefined);
      return { ...base, kind: 'text', ...(hint !== undefined && { hint }) };
    }
    case 'integer':
    case 'number': {
      const min =
        node.minimum ??
        (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      return {
        ...base,
        kind: 'number',
        ...(min !== undefined && { min }),
        ...(node.maximum !== undefined && node.maximum < NO_LIMIT && { max: node.maximum }),
      };
    }
    case 'boolean':
      return { ...base, kind: 'flag' };
    case 'array':
      return node.items
        ? { ...base, kind: 'list', min: node.minItems ?? 0, item: fieldOf('', node.items, true) }
        : { ...base, kind: 'fixed' };
    case 'object': {
      // A record of free keys (a quiz choice's weights) has no fields to offer.
      if (!node.properties || node.additionalProperties !== false)
        return { ...base, kind: 'fixed' };
      const shape = sameKeys(node, IMAGE_KEYS)
        ? 'image'
        : sameKeys(node, LINK_KEYS)
          ? 'link'
          : 'fields';
      return { ...base, kind: 'group', shape, fields: fieldsOf(node) };
    }
    default:
      return { ...base, kind: 'fixed' };
  }
}

function fieldsOf(node: SchemaNode, leftOut: ReadonlySet<string> = new Set()): ContentField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name]) => !leftOut.has(name))
    .map(([name, child]) => fieldOf(name, child, required.has(name)));
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;

function buildModel(): ContentFieldModel {
  const page = jsonSchemaOf(pageSourceSchema);
  const blocks: BlockKind[] = (page.properties?.section?.items?.oneOf ?? []).map((block) => {
    const type = String(block.properties?.type?.const);
    return { type, label: labelOf(type), fields: fieldsOf(block, EDITOR_OWN_FIELDS) };
  });
  return {
    page: fieldsOf(page, PAGE_FIELDS_LEFT_OUT),
    blocks,
    faq: fieldsOf(jsonSchemaOf(hiringFaqSourceSchema)),
  };
}

let model: ContentFieldModel | undefined;

/** The fields of a page, of each block kind and of the hiring FAQ (built once). */
export function getContentFieldModel(): ContentFieldModel {
  model ??= buildModel();
  return model;
}
