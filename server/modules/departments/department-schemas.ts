import { z } from 'zod';

import { isPositiveId } from '../../../contract/query-params';
import { plainText } from '../../platform/http/validation';

/** `POST /` and `PUT /:id`: the department's name (80 characters, as a job's department). */
export const departmentInputSchema = z.strictObject({ name: plainText({ min: 1, max: 80 }) });

export const departmentIdSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});
