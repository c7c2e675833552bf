import type { AxiosRequestConfig, AxiosResponseTransformer } from 'axios';

/** An envelope's data together with the server's message (a form's success text). */
export interface EnvelopeResult<T> {
  data: T;
  message: string;
}

const asList = (
  transform: AxiosResponseTransformer | AxiosResponseTransformer[] | undefined,
): AxiosResponseTransformer[] => (transform === undefined ? [] : [transform].flat());

/**
 * `requestEnvelope` that also returns the envelope's `message`, for writes whose success text the
 * server owns (“Thank you! Your comment awaits moderation.”). Failures reject exactly as there.
 *
 * @example
 * const { data, message } = await requestEnvelopeWithMessage<{ id: number }>({ method: 'POST', url, data: input });
 */
export async function requestEnvelopeWithMessage<T>(
  config: AxiosRequestConfig,
): Promise<EnvelopeResult<T>> {
  // Loaded with the first submit: a page with a form needs no HTTP client to show it.
  const { getHttpClient, requestEnvelope } = await import('./http-client');
  let message = '';
  const captureMessage: AxiosResponseTransformer = (body: unknown) => {
    if (typeof body === 'object' && body !== null && 'message' in body) {
      message = typeof body.message === 'string' ? body.message : '';
    }
    return body;
  };
  const transformResponse = [...asList(getHttpClient().defaults.transformResponse), captureMessage];
  const data = await requestEnvelope<T>({ ...config, transformResponse });
  return { data, message };
}
