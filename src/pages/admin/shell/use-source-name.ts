import { useCallback } from 'react';

import type { AdminJobSourceKind } from '../../../../contract/admin-job-source-types';
import type { JobSource } from '../../../../contract/job-model';
import { useAdminReference } from '../../../api/admin-api';

/**
 * A job's source as the job screens name it ("This job comes from Greenhouse"): the admin for a
 * job written here, else its applicant-tracking system by the name its connector gives on the
 * server (`GET /api/admin/job-sources/kinds`, the one list of the systems); its type until the
 * names are there, or when they cannot be read.
 *
 * @example
 * const sourceName = useSourceName();
 * sourceName('greenhouse'); // => 'Greenhouse'
 */
export function useSourceName(): (source: JobSource) => string {
  const kinds = useAdminReference<AdminJobSourceKind[]>('job-sources/kinds');
  return useCallback(
    (source: JobSource) =>
      source === 'manual'
        ? 'the admin'
        : (kinds?.find((kind) => kind.type === source)?.label ?? source),
    [kinds],
  );
}
