import { createErrorHandler, type ErrorSurface } from '../platform/http/error-handler';
import { createLogger } from '../platform/logger';
import { testEnv } from './test-env';

/** The app's error handler with a silent logger, for a router a test mounts on its own. */
export const testErrorHandler = (surfaces: readonly ErrorSurface[] = []) =>
  createErrorHandler(createLogger(testEnv()), surfaces);
