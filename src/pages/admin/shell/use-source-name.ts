import { useCallback } from 'react';

import type { AdminJobSourceKind } from '../../../../contract/admin-job-source-types';
import type { JobSource } from '../../../../contract/job-model';
import { useAdminItem } from '../../../api/admin-api';

/**
 * A job's source as the job screens name it ("This job comes from Greenhouse"): the admin for a
 * job written here, else its applicant-tracking system by the name its connector gives on the
 * server (`GET /api/admin/job-sources/kinds`, the one list of the systems); its type until the
 * names are there.
 *
 * @example
 * const sourceName = useSourceName();
 * sourceName('greenhouse'); // => 'Greenhouse'
 */
export function useSourceName(): (source: JobSource) => string {
  const kinds = useAdminItem<AdminJobSourceKind[]>('job-sources/kinds').data;
  return useCallback(
    (source: JobSource) =>
      source === 'manual'
        ? 'the admin'
        : (kinds?.find((kind) => kind.type === source)?.label ?? source),
    [kinds],
  );
}
