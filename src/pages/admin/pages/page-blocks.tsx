import type { FieldsContext } from './content-fields';
import { FieldControl } from './content-fields';
import { blockFieldOf, fieldId, getAt, type BlockKinds } from './document-values';
import { MoveButtons } from './move-buttons';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A block's own words for its heading line: its heading, else its first text. */
function blockTitle(block: Record<string, unknown>): string | null {
  const heading = block.heading ?? block.experiment ?? block.title;
  return typeof heading === 'string' && heading.trim() ? heading.trim() : null;
}

/**
 * A page's blocks in their order: each with its fields (what its kind accepts), moved up or down
 * and hidden or shown. A hidden block stays in the page's document (`hidden: true`) and is left
 * out of the page the site serves. Adding a kind of block is a developer's job.
 */
export function PageBlocks({ kinds, context }: { kinds: BlockKinds; context: FieldsContext }) {
  const value = getAt(context.document, ['section']);
  const blocks: unknown[] = Array.isArray(value) ? value : [];
  const error = context.errors.section;
  return (
    <section className="page-editor__blocks" aria-labelledby="page-blocks-heading">
      <h2 id="page-blocks-heading" tabIndex={-1}>
        Blocks <span className="admin-table__muted">({blocks.length})</span>
      </h2>
      <p className="admin-field__hint">
        The page shows its blocks in this order. A hidden block stays here to show again later; the
        site leaves it out.
      </p>
      {error && (
        <p id={`${fieldId('section')}-error`} className="admin-field__error">
          {error}
        </p>
      )}
      <ol className="page-editor__block-list">
        {blocks.map((block, index) => {
          const field = blockFieldOf(block, kinds);
          const record = isRecord(block) ? block : {};
          const hidden = record.hidden === true;
          const title = blockTitle(record);
          const name = `block ${index + 1}, ${field.label}${title ? ` “${title}”` : ''}`;
          const path = ['section', index] as const;
          return (
            <li
              key={index}
              className={`page-editor__block${hidden ? ' page-editor__block--hidden' : ''}`}
            >
              <article aria-labelledby={`${fieldId(`section.${index}`)}-title`}>
                <header className="page-editor__block-header">
                  <h3 id={`${fieldId(`section.${index}`)}-title`}>
                    <span className="admin-table__muted">{index + 1}.</span> {field.label}
                    {title && <span className="page-editor__block-name"> – {title}</span>}{' '}
                    {hidden && <span className="admin-badge admin-badge--rejected">Hidden</span>}
                  </h3>
                  <div className="page-editor__item-actions">
                    <MoveButtons
                      idPrefix={fieldId(`section.${index}`)}
                      index={index}
                      count={blocks.length}
                      name={name}
                      list={blocks}
                      onMove={(next, to) => {
                        context.set(['section'], next);
                        context.announce(`${name} moved to place ${to + 1} of ${blocks.length}.`);
                      }}
                    />
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      aria-label={`${hidden ? 'Show' : 'Hide'}: ${name}`}
                      onClick={() => {
                        context.set([...path, 'hidden'], hidden ? undefined : true);
                        context.announce(
                          hidden
                            ? `${name} shows on the page once published.`
                            : `${name} is hidden: the page leaves it out once published.`,
                        );
                      }}
                    >
                      {hidden ? 'Show' : 'Hide'}
                    </button>
                  </div>
                </header>
                {field.kind === 'group' ? (
                  <div className="page-editor__fields">
                    {field.fields.map((child) => (
                      <FieldControl
                        key={child.name}
                        field={child}
                        path={[...path, child.name]}
                        context={context}
                      />
                    ))}
                  </div>
                ) : (
                  <p className="admin-field__hint">
                    A kind of block this editor does not know: only a developer changes it.
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
