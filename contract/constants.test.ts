import { describe, expect, test } from 'vitest';
import * as constants from './constants';

describe('SPEC §9 constants', () => {
  test('hold the values the spec gives', () => {
    expect({ ...constants }).toEqual({
      PUBLIC_PAGE_SIZE: 8,
      ADMIN_PAGE_SIZE: 10,
      DEFAULT_PAGE: 1,
      TEAM_SIZE: 20,
      CAROUSEL_AUTOPLAY_MS: 10_000,
      SCROLL_THROTTLE_MS: 500,
      RESIZE_DEBOUNCE_MS: 500,
      SLIDER_THINKING_DEBOUNCE_MS: 100,
      SLIDER_SNAP_MS: 300,
      CHUNK_RELOAD_GUARD_MS: 60_000,
      SMOOTH_SCROLL_FALLBACK_MS: 500,
      LAZY_HYDRATION_IDLE_MS: 2000,
      PREFETCH_IDLE_MS: 2000,
      API_TIMEOUT_MS: 10_000,
      ACCESS_TOKEN_TTL_S: 1800,
      REFRESH_TOKEN_TTL_S: 30 * 24 * 60 * 60,
      TOKEN_EXPIRY_MARGIN_MS: 500,
      PAGE_FETCH_MIN_DELAY_MS: 200,
      RANDOM_STATE_LENGTH: 10,
      EXPERIMENT_COOKIE: 'exp',
      EXPERIMENT_COOKIE_MAX_AGE_S: 7 * 24 * 60 * 60,
      DEFAULT_PAGE_CACHE_MINUTES: 15,
      COPY_TOOLTIP_MS: 2000,
      DEFAULT_DATE_PATTERN: 'dd/MM/yyyy',
    });
  });
});
