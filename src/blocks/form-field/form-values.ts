/**
 * A form's values as the visitor left them in the page, read by control name and typed like
 * `template`: text for a string, whether a box is ticked for a boolean, the ticked values for a
 * list.
 *
 * @example
 * valuesInForm(form, { name: '', consent: false, interests: [] as string[] });
 * // => { name: 'Ines', consent: true, interests: ['Engineering'] }
 */
export function valuesInForm<V extends Record<string, unknown>>(
  form: HTMLFormElement,
  template: V,
): V {
  const data = new FormData(form);
  const read = (name: string, like: unknown) => {
    if (Array.isArray(like)) return data.getAll(name).map(String);
    if (typeof like === 'boolean') return data.has(name);
    return String(data.get(name) ?? '');
  };
  return Object.fromEntries(
    Object.entries(template).map(([name, like]) => [name, read(name, like)]),
  ) as V;
}
