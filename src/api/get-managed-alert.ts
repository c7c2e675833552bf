import type { ManagedAlert } from '../../contract/job-alert';

/** GET /api/alerts/manage?token=: the alert a manage link belongs to, `null` once it is gone. */
export async function getManagedAlert(token: string): Promise<ManagedAlert | null> {
  const { requestEnvelope } = await import('./http-client');
  return requestEnvelope<ManagedAlert | null>({
    method: 'GET',
    url: 'alerts/manage',
    params: { token },
  });
}
