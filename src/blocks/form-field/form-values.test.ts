// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';

import { valuesInForm } from './form-values';

function formOf(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('valuesInForm', () => {
  test('reads text, a ticked box and the ticked values of a group, typed like the template', () => {
    const form = formOf(`
      <input name="name" value="Ines">
      <textarea name="body">Hello</textarea>
      <select name="country"><option value="">Choose</option><option selected>Portugal</option></select>
      <input type="checkbox" name="consent" checked>
      <input type="checkbox" name="interests" value="Design">
      <input type="checkbox" name="interests" value="Engineering" checked>
      <input type="checkbox" name="interests" value="Operations" checked>`);

    expect(
      valuesInForm(form, {
        name: '',
        body: '',
        country: '',
        consent: false,
        interests: [] as string[],
      }),
    ).toEqual({
      name: 'Ines',
      body: 'Hello',
      country: 'Portugal',
      consent: true,
      interests: ['Engineering', 'Operations'],
    });
  });

  test('an unticked box is false, an empty group an empty list, a missing control empty text', () => {
    const form = formOf(
      `<input type="checkbox" name="consent"><input type="checkbox" name="interests" value="Design">`,
    );

    expect(valuesInForm(form, { consent: true, interests: ['Design'], email: 'x' })).toEqual({
      consent: false,
      interests: [],
      email: '',
    });
  });
});
