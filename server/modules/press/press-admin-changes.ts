/** What a save changed: the fields' names and their values before and after, for the log. */
export function changesBetween<T extends { [K in keyof T]: string | null }>(before: T, after: T) {
  const fields = (Object.keys(after) as (keyof T & string)[]).filter(
    (field) => before[field] !== after[field],
  );
  return {
    fields: fields.join(', '),
    before: Object.fromEntries(fields.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(fields.map((field) => [field, after[field] ?? null])),
  };
}
