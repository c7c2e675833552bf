/**
 * A block an owner hid in the page editor stays in the page's document as `hidden: true` (the
 * content schemas accept it on every block) and is dropped before the site reads the page: the
 * page API, the content query and the sitemap never see it (issue 35).
 */
type Fields = Readonly<Record<string, unknown>>;

const isHidden = (section: unknown): boolean =>
  typeof section === 'object' && section !== null && 'hidden' in section && section.hidden === true;

/**
 * A page's fields as the site serves them: its hidden blocks left out, and `hidden` off the others.
 *
 * @example
 * withoutHiddenBlocks({ title: 'About', section: [{ type: 'stats', hidden: true, … }, hero] });
 * // → { title: 'About', section: [hero] }
 */
export function withoutHiddenBlocks(fields: Fields): Fields {
  const sections: unknown = fields.section;
  if (!Array.isArray(sections)) return fields;
  return {
    ...fields,
    section: sections
      .filter((section) => !isHidden(section))
      .map((section: unknown) => {
        if (typeof section !== 'object' || section === null || !('hidden' in section))
          return section;
        const { hidden: _hidden, ...shown } = section;
        return shown;
      }),
  };
}
