import { describe, expect, test } from 'vitest';

import type { BlockKind, ContentField } from '../../../../contract/admin-page-types';
import { describeKey, sameFields, setAt, withNewIds } from './document-values';

const faqItems: ContentField = {
  kind: 'list',
  name: 'items',
  label: 'Items',
  required: true,
  min: 1,
  item: {
    kind: 'group',
    shape: 'fields',
    name: '',
    label: '',
    required: true,
    fields: [
      { kind: 'text', name: 'id', label: 'Id', required: true },
      { kind: 'text', name: 'question', label: 'Question', required: true },
      { kind: 'markdown', name: 'answer', label: 'Answer', required: true },
    ],
  },
};

describe('a document in the page editor', () => {
  test('a new entry gets an id made from its question, unique in its list; others keep theirs', () => {
    const items = [
      { id: 'visa', question: 'Do you sponsor visas?', answer: 'Yes.' },
      { id: '', question: 'Do you sponsor visas?', answer: 'Often.' },
      { id: '', question: 'Où êtes-vous ?', answer: 'Amsterdam.' },
      { id: '', question: 'Où êtes-vous ?', answer: 'Amsterdam.' },
    ];

    expect((withNewIds(items, faqItems) as { id: string }[]).map((item) => item.id)).toEqual([
      'visa',
      'do-you-sponsor-visas',
      'ou-etes-vous',
      'ou-etes-vous-2',
    ]);
  });

  test('a value set by path; undefined leaves the field out; the order of keys is no change', () => {
    const page = { title: 'About', section: [{ type: 'hero', heading: 'Hi', hidden: true }] };

    const shown = setAt(page, ['section', 0, 'hidden'], undefined);

    expect(shown).toEqual({ title: 'About', section: [{ type: 'hero', heading: 'Hi' }] });
    expect(page.section[0]?.hidden).toBe(true);
    expect(sameFields({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1, d: undefined })).toBe(true);
  });

  test('a field the API names reads as the block and the field', () => {
    const hero: BlockKind = {
      type: 'hero',
      label: 'Hero',
      fields: [{ kind: 'text', name: 'heading', label: 'Heading', required: true }],
    };
    const faq: BlockKind = { type: 'faq', label: 'Faq', fields: [faqItems] };
    const kinds = new Map([
      ['hero', hero],
      ['faq', faq],
    ]);
    const values = { section: [{ type: 'faq' }, { type: 'hero' }] };

    expect(describeKey('section.1.heading', values, [], kinds)).toBe('Block 2 (Hero) › Heading');
    expect(describeKey('section.0.items.2.answer', values, [], kinds)).toBe(
      'Block 1 (Faq) › Items › Item 3 › Answer',
    );
    expect(describeKey('items.0.id', {}, [faqItems], kinds)).toBe('Items › Item 1 › Id');
  });
});
