/**
 * The source format of the editorial files, checked when they are read (and in CI by
 * content-files.test.ts). Objects are strict so that a misspelt field fails instead of
 * silently disappearing.
 *
 * A page file (`content/pages/{routeName}.json`) is a page (contract/page-types.ts) except:
 * - `rich-text` and `image-text` carry `markdown` instead of `html`; FAQ answers are Markdown;
 * - live sections (`latest-jobs`, `team-grid`, `press-highlights`, `talent-form`) carry only
 *   their settings; the page API fills in the data.
 */
import { z } from 'zod';

import type { Section } from '../../contract/page-types';

const text = z.string().trim().min(1, 'must not be empty');
// The page editor offers a Markdown field as a textarea with the site's preview (content-field-model.ts).
const markdown = text.meta({ contentMediaType: 'text/markdown' });
const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case-dashed id')
  .describe('lower-case words joined by dashes, e.g. visa-sponsorship');

// Content is trusted, but a typo must not become a `javascript:` or protocol-relative link.
const href = z
  .string()
  .regex(
    /^(?:\/(?!\/)|#|\?|https:\/\/|http:\/\/|mailto:)/,
    'expected a relative, http(s) or mailto link',
  )
  .describe('a path on the site (/jobs), an http(s) address or a mailto: link');
const src = z
  .string()
  .regex(/^(?:\/(?!\/)|https:\/\/)/, 'expected a relative or https address')
  .describe('a path on the site (/images/…) or an https address');
const isoDateTime = z.iso.datetime({ offset: true });

const imageSchema = z.strictObject({
  src,
  // empty for a decorative image
  alt: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});

const linkSchema = z.strictObject({ label: text, href });

const pageMetaSchema = z.strictObject({
  description: text,
  image: imageSchema.optional(),
  noindex: z.boolean().optional(),
});

const markdownFaqItemSchema = z.strictObject({ id, question: text, answer: markdown });

const quizChoiceSchema = z.strictObject({ text, weights: z.record(text, z.number()) });

/**
 * An owner hides a block in the admin and shows it again: a hidden block stays in the document
 * and is dropped before the site reads it (hidden-blocks.ts).
 */
const hidden = z.boolean().optional();

const base = { id: id.optional(), hidden, heading: text.optional() };

/** Sections whose source is already their page form. */
const staticSectionSchemas = [
  z.strictObject({ type: z.literal('talent-confirm'), id: id.optional(), hidden }),
  z.strictObject({ type: z.literal('talent-leave'), id: id.optional(), hidden }),
  z.strictObject({ type: z.literal('comment-author-confirm'), id: id.optional(), hidden }),
  z.strictObject({
    type: z.literal('job-alert-page'),
    id: id.optional(),
    hidden,
    purpose: z.enum(['confirm', 'unsubscribe', 'manage']),
  }),
  z.strictObject({
    type: z.literal('press-subscribe'),
    id: id.optional(),
    heading: text,
    intro: text,
  }),
  z.strictObject({
    type: z.literal('press-subscription-page'),
    id: id.optional(),
    purpose: z.enum(['confirm', 'unsubscribe']),
  }),
  z.strictObject({
    type: z.literal('hero'),
    ...base,
    eyebrow: text.optional(),
    heading: text,
    text,
    image: imageSchema.optional(),
    actions: z.array(linkSchema).optional(),
  }),
  z.strictObject({
    type: z.literal('stats'),
    ...base,
    items: z.array(z.strictObject({ value: text, label: text })).min(1),
  }),
  z.strictObject({
    type: z.literal('value-cards'),
    ...base,
    intro: text.optional(),
    items: z.array(z.strictObject({ title: text, text, icon: text.optional() })).min(1),
  }),
  z.strictObject({
    type: z.literal('timeline'),
    ...base,
    items: z.array(z.strictObject({ id, date: text, title: text, text })).min(1),
  }),
  z.strictObject({
    type: z.literal('quiz'),
    ...base,
    heading: text,
    intro: text,
    statements: z.array(z.strictObject({ id, a: quizChoiceSchema, b: quizChoiceSchema })).min(1),
  }),
  z.strictObject({
    type: z.literal('slider'),
    ...base,
    slides: z.array(z.strictObject({ title: text, text, image: imageSchema })).min(1),
  }),
  z.strictObject({
    type: z.literal('testimonials'),
    ...base,
    items: z
      .array(
        z.strictObject({ quote: text, name: text, role: text, portrait: imageSchema.optional() }),
      )
      .min(1),
  }),
  z.strictObject({ type: z.literal('cta'), ...base, heading: text, text, action: linkSchema }),
  z.strictObject({
    type: z.literal('stream-schedule'),
    ...base,
    intro: text.optional(),
    events: z.array(
      z.strictObject({
        id,
        title: text,
        description: text,
        startsAt: isoDateTime,
        endsAt: isoDateTime,
        videoUrl: z.url({ protocol: /^https$/ }),
        recordingUrl: z.url({ protocol: /^https$/ }).nullable(),
      }),
    ),
  }),
  z.strictObject({
    type: z.literal('experiment'),
    id,
    hidden,
    experiment: text,
    variants: z.array(z.strictObject({ headline: text, text, action: linkSchema })).min(2),
  }),
] as const;

const markdownSectionSchemas = [
  z.strictObject({ type: z.literal('rich-text'), ...base, markdown }),
  z.strictObject({
    type: z.literal('image-text'),
    ...base,
    heading: text,
    markdown,
    image: imageSchema,
    imageSide: z.enum(['left', 'right']),
  }),
  z.strictObject({ type: z.literal('faq'), ...base, items: z.array(markdownFaqItemSchema).min(1) }),
  z.strictObject({
    type: z.literal('press-contact'),
    ...base,
    heading: text,
    text,
    // The person to ask, and their role (the media contact, issue 35).
    name: text.optional(),
    role: text.optional(),
    email: z.email(),
    phone: z
      .string()
      .regex(/^\+[\d ]{6,}$/, 'expected an international number, e.g. +31 20 555 0177'),
    hours: text.optional(),
  }),
] as const;

const liveSectionSchemas = [
  z.strictObject({
    type: z.literal('latest-jobs'),
    ...base,
    intro: text.optional(),
    limit: z.int().min(1).max(20).optional(),
    // Only the jobs for students and graduates (contract/student-jobs.ts); else the newest of all.
    audience: z.literal('students').optional(),
    // What the button calls the jobs it opens: "See all 6 {listName}" (default "open jobs").
    listName: text.optional(),
  }),
  z.strictObject({
    type: z.literal('team-grid'),
    ...base,
    intro: text.optional(),
    limit: z.int().min(1).max(50).optional(),
  }),
  z.strictObject({ type: z.literal('press-highlights'), ...base }),
  z.strictObject({ type: z.literal('talent-form'), ...base, heading: text, intro: text }),
] as const;

const sourceSectionSchema = z.discriminatedUnion('type', [
  ...staticSectionSchemas,
  ...markdownSectionSchemas,
  ...liveSectionSchemas,
]);

function reportDuplicateIds(
  items: readonly { id?: string | undefined }[],
  at: (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (item.id === undefined) return;
    if (seen.has(item.id))
      ctx.addIssue({
        code: 'custom',
        path: [...at, index, 'id'],
        message: `duplicate id ${item.id}`,
      });
    seen.add(item.id);
  });
}

/** `content/pages/{routeName}.json`. Section ids are anchors and FAQ ids are query values: unique. */
export const pageSourceSchema = z
  .strictObject({
    title: text,
    meta: pageMetaSchema.optional(),
    metaData: pageMetaSchema.optional(),
    section: z.array(sourceSectionSchema),
  })
  .superRefine((page, ctx) => {
    reportDuplicateIds(page.section, ['section'], ctx);
    page.section.forEach((section, index) => {
      if (section.type === 'faq')
        reportDuplicateIds(section.items, ['section', index, 'items'], ctx);
    });
  });

/**
 * A hiring FAQ item also lists the other words a candidate may ask it with (the chat matches
 * them), and may carry its Dutch question and answer: the chat answers a Dutch question with
 * them (docs/decisions/050).
 */
const hiringFaqItemSchema = markdownFaqItemSchema.extend({
  keywords: z.array(text).optional(),
  dutch: z.strictObject({ question: text, answer: markdown }).optional(),
});

/**
 * `content/hiring-faq.json`: a heading, the questions the hiring chat suggests first, FAQ items
 * with Markdown answers and a contact link.
 */
export const hiringFaqSourceSchema = z
  .strictObject({
    heading: text,
    suggestions: z.array(text).optional(),
    items: z.array(hiringFaqItemSchema).min(1),
    contact: linkSchema.optional(),
  })
  .superRefine((faq, ctx) => reportDuplicateIds(faq.items, ['items'], ctx));

/** A Markdown post (`content/blog/*.md`, `content/news/*.md`) as the store loads it. */
export const postSourceSchema = z.strictObject({
  _path: z.string(),
  _dir: z.string(),
  _file: z.string(),
  _extension: z.literal('md'),
  slug: id,
  title: text,
  summary: text,
  author: text,
  publishedAt: z.union([isoDateTime, z.iso.date()]),
  updatedAt: z.union([isoDateTime, z.iso.date()]),
  tags: z.array(text),
  image: imageSchema.optional(),
  // The department of the post's team (one of the site's departments): its open jobs end the post.
  department: text.optional(),
  body: text,
});

export type PageSource = z.output<typeof pageSourceSchema>;
export type PostSource = z.output<typeof postSourceSchema>;

type MarkdownSectionType = z.output<(typeof markdownSectionSchemas)[number]>['type'];
type AssertAssignable<T extends U, U> = T;

/** A static section as the page API serves it; the type check keeps the schemas in step with the contract. */
export type StaticSection = AssertAssignable<
  z.output<(typeof staticSectionSchemas)[number]> | Extract<Section, { type: MarkdownSectionType }>,
  Section
>;

/** A live section's settings; the page API replaces it with the section and its data. */
export type LiveSectionSettings = z.output<(typeof liveSectionSchemas)[number]>;
