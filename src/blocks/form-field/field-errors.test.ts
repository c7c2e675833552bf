import { describe, expect, test } from 'vitest';

import { ApiError } from '../../../contract/errors';
import { commentInputSchema } from '../../api/post-comment';
import { talentInputSchema } from '../../api/join-talent-community';
import { describeSubmitFailure, validateFields } from './field-errors';

const COMMENT_FIELDS = ['name', 'email', 'body'] as const;
const COMMENT_LABELS = { name: 'Name', email: 'E-mail', body: 'Comment' };
const TALENT_FIELDS = ['name', 'email', 'country', 'interests', 'consent'] as const;

const validTalent = {
  name: 'Ines Duarte',
  email: 'ines@example.com',
  country: 'Portugal',
  interests: ['Engineering'],
  consent: true,
};

describe('validateFields with the comment rules', () => {
  test('an empty form names the name and the comment, not the optional e-mail', () => {
    const { data, errors } = validateFields(
      commentInputSchema,
      { name: '', email: '', body: '' },
      COMMENT_FIELDS,
    );

    expect(data).toBeUndefined();
    expect(errors).toEqual({
      name: 'Enter your name',
      body: 'Write a comment of at least 2 characters',
    });
  });

  test('a valid comment is trimmed and an empty e-mail is left out', () => {
    const { data, errors } = validateFields(
      commentInputSchema,
      { name: '  Ana ', email: '  ', body: ' Great post \n' },
      COMMENT_FIELDS,
    );

    expect(errors).toEqual({});
    expect(data).toEqual({ name: 'Ana', body: 'Great post' });
  });

  test('the limits are the server ones: name 80, e-mail 254, comment 2 to 2000', () => {
    const atLimits = {
      name: 'n'.repeat(80),
      email: `${'e'.repeat(242)}@example.com`,
      body: 'b'.repeat(2000),
    };
    expect(validateFields(commentInputSchema, atLimits, COMMENT_FIELDS).errors).toEqual({});

    const overLimits = {
      name: 'n'.repeat(81),
      email: `${'e'.repeat(243)}@example.com`,
      body: 'b'.repeat(2001),
    };
    expect(validateFields(commentInputSchema, overLimits, COMMENT_FIELDS).errors).toEqual({
      name: 'Your name must be 80 characters or fewer',
      email: 'Your e-mail address must be 254 characters or fewer',
      body: 'Your comment must be 2000 characters or fewer',
    });
  });

  test('a one-character comment and a malformed e-mail get their own messages', () => {
    const { errors } = validateFields(
      commentInputSchema,
      { name: 'Ana', email: 'ana@', body: 'x' },
      COMMENT_FIELDS,
    );

    expect(errors).toEqual({
      email: 'Enter a valid e-mail address, like name@example.com',
      body: 'Write a comment of at least 2 characters',
    });
  });
});

describe('validateFields with the talent community rules', () => {
  test('a complete sign-up passes', () => {
    expect(validateFields(talentInputSchema, validTalent, TALENT_FIELDS)).toEqual({
      data: validTalent,
      errors: {},
    });
  });

  test('without consent the consent box is the problem', () => {
    const { errors } = validateFields(
      talentInputSchema,
      { ...validTalent, consent: false },
      TALENT_FIELDS,
    );

    expect(errors).toEqual({ consent: 'Tick the box to agree that we may keep your details' });
  });

  test('the country must be one of the list, by its name', () => {
    const { errors } = validateFields(
      talentInputSchema,
      { ...validTalent, country: 'Atlantis' },
      TALENT_FIELDS,
    );

    expect(errors).toEqual({ country: 'Choose the country you live in' });
  });

  test('an empty form asks for name, e-mail, country and consent', () => {
    const { errors } = validateFields(
      talentInputSchema,
      { name: '', email: '', country: '', interests: [], consent: false },
      TALENT_FIELDS,
    );

    expect(Object.keys(errors)).toEqual(['name', 'email', 'country', 'consent']);
    expect(errors.email).toBe('Enter your e-mail address');
  });
});

describe('describeSubmitFailure', () => {
  const invalidBody = {
    success: false,
    code: 400,
    message: 'Invalid body: must be at least 2 characters',
    data: { field: 'body', issues: [{ field: 'body', message: 'must be at least 2 characters' }] },
  };

  test('a 400 answer naming a field puts its message on that field', () => {
    // An HTTP error keeps the whole envelope as the error's data.
    const error = new ApiError(400, { data: invalidBody });

    expect(describeSubmitFailure(error, COMMENT_LABELS)).toEqual({
      fieldErrors: { body: 'Comment must be at least 2 characters' },
      formError: null,
    });
  });

  test('a failed envelope keeps only its data, and the field is still found', () => {
    const error = new ApiError(400, { data: invalidBody.data });

    expect(describeSubmitFailure(error, COMMENT_LABELS).fieldErrors).toEqual({
      body: 'Comment must be at least 2 characters',
    });
  });

  test('an issue on an array item belongs to the array field', () => {
    const error = new ApiError(400, {
      data: { field: 'interests.1', issues: [{ field: 'interests.1', message: 'is not a team' }] },
    });

    expect(describeSubmitFailure(error, { interests: 'Interests', consent: 'Consent' })).toEqual({
      fieldErrors: { interests: 'Interests is not a team' },
      formError: null,
    });
  });

  test('a message that is already a sentence is kept as it is', () => {
    const error = new ApiError(400, {
      data: {
        field: 'email',
        issues: [{ field: 'email', message: 'This address is already signed up.' }],
      },
    });

    expect(describeSubmitFailure(error, COMMENT_LABELS).fieldErrors).toEqual({
      email: 'This address is already signed up.',
    });
  });

  test('a client error about no known field shows the server message for the form', () => {
    const error = new ApiError(429, {
      data: {
        success: false,
        code: 429,
        message: 'Too many comments. Please wait a minute.',
        data: null,
      },
    });

    expect(describeSubmitFailure(error, COMMENT_LABELS)).toEqual({
      fieldErrors: {},
      formError: 'Too many comments. Please wait a minute.',
    });
  });

  test('a server error shows the catalogue message', () => {
    expect(describeSubmitFailure(new ApiError(500), COMMENT_LABELS)).toEqual({
      fieldErrors: {},
      formError: "Could not connect to the service's end. Please check and try again.",
    });
  });
});
