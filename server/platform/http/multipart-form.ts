import type { RequestHandler } from 'express';
import multer from 'multer';

import { settleUnreadBody } from './body-type';
import { HttpError } from './envelope';
import { UNSAFE_TEXT_MESSAGE, unsafeBodyField } from './safe-text';
import { invalidInputError } from './validation';

// Text fields of an admin form: a long Markdown text fits, a flood does not.
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 30;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** multer's (and busboy's) errors as a 400 or 413 naming the field at fault. */
function toUploadError(error: unknown, files: readonly string[], maxFileBytes: number): HttpError {
  if (!(error instanceof multer.MulterError)) {
    // busboy's own: a malformed body (no boundary, cut short).
    return invalidInputError('body', 'is not a readable multipart form');
  }
  const field = error.field ?? 'body';
  switch (error.code) {
    case 'LIMIT_FILE_SIZE': {
      const file = error.field ?? files[0] ?? 'file';
      const message = `must be at most ${megabytes(maxFileBytes)}`;
      return new HttpError(413, `Invalid ${file}: ${message}`, {
        field: file,
        issues: [{ field: file, message }],
      });
    }
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT': {
      const takers = files.map((name) => `"${name}"`).join(' and ');
      return invalidInputError(
        field,
        `unexpected file (only ${takers} take${files.length === 1 ? 's' : ''} one)`,
      );
    }
    case 'LIMIT_FIELD_VALUE':
      return invalidInputError(field, 'is too long');
    default:
      return invalidInputError(field, 'is not accepted');
  }
}

/**
 * A browser sends every line break of a form's text as CRLF (the HTML standard's multipart
 * encoding), whatever was typed: the fields are stored as typed, with LF, like a JSON body's.
 */
function normalizeLineBreaks(fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') fields[name] = value.replace(/\r\n?/g, '\n');
  }
}

/**
 * A `multipart/form-data` body (multer, in memory): its text fields in `req.body`, at most one
 * file, in the field `file`, in `req.file` (several fields named: one file each, in `req.files`
 * by field), each refused above `maxFileBytes` with a 413 naming it.
 * Line breaks arrive as LF; text fields holding a NUL character or an unpaired surrogate are
 * refused as in JSON bodies. A body of another type is a 415, no body at all reads as `{}`
 * (body-type.ts).
 *
 * @example
 * router.post('/', multipartForm({ file: 'portrait', maxFileBytes: 5 * 1024 * 1024 }), handler);
 */
export function multipartForm({
  file,
  maxFileBytes,
}: {
  file: string | readonly string[];
  maxFileBytes: number;
}): RequestHandler {
  const files = typeof file === 'string' ? [file] : file;
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxFileBytes,
      files: files.length,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  const parse =
    typeof file === 'string'
      ? upload.single(file)
      : upload.fields(files.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) return next(toUploadError(error, files, maxFileBytes));
      const unread = settleUnreadBody(req, 'multipart/form-data');
      if (unread) return next(unread);
      normalizeLineBreaks(req.body as Record<string, unknown>);
      const unsafe = unsafeBodyField(req.body);
      next(unsafe === null ? undefined : invalidInputError(unsafe, UNSAFE_TEXT_MESSAGE));
    });
  };
}
