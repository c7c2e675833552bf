/**
 * Business constants and limits from SPEC §9, with the unit in each name.
 * Import from here rather than repeating a literal.
 */

// SPEC §9: public list page size
export const PUBLIC_PAGE_SIZE = 8;
// SPEC §9: admin list page size
export const ADMIN_PAGE_SIZE = 10;
// SPEC §9: default page number
export const DEFAULT_PAGE = 1;
// SPEC §9: the team size shown; the seed's jobs carry it, others their own (decision 037)
export const TEAM_SIZE = 20;
// SPEC §9: carousel autoplay interval
export const CAROUSEL_AUTOPLAY_MS = 10_000;
// SPEC §9: scroll handler throttle
export const SCROLL_THROTTLE_MS = 500;
// SPEC §9: resize debounce
export const RESIZE_DEBOUNCE_MS = 500;
// SPEC §9: slider thinking-event debounce
export const SLIDER_THINKING_DEBOUNCE_MS = 100;
// SPEC §9: slider snap animation
export const SLIDER_SNAP_MS = 300;
// SPEC §9: a failed chunk reloads the page at most once per 60 s
export const CHUNK_RELOAD_GUARD_MS = 60_000;
// SPEC §9: smooth-scroll fallback duration
export const SMOOTH_SCROLL_FALLBACK_MS = 500;
// SPEC §9: lazy-hydration idle timeout
export const LAZY_HYDRATION_IDLE_MS = 2000;
// SPEC §9: link prefetch idle timeout
export const PREFETCH_IDLE_MS = 2000;
// SPEC §9: API timeout
export const API_TIMEOUT_MS = 10_000;
// SPEC §9: access token default lifetime
export const ACCESS_TOKEN_TTL_S = 1800;
// SPEC §9: refresh token lifetime (30 days)
export const REFRESH_TOKEN_TTL_S = 2_592_000;
// SPEC §9: a token is treated as expired this early
export const TOKEN_EXPIRY_MARGIN_MS = 500;
// SPEC §9: minimum page fetch display delay
export const PAGE_FETCH_MIN_DELAY_MS = 200;
// SPEC §9: random state and nonce length, in characters
export const RANDOM_STATE_LENGTH = 10;
// SPEC §9: A/B experiment cookie name
export const EXPERIMENT_COOKIE = 'exp';
// SPEC §9: A/B experiment cookie lifetime (7 days)
export const EXPERIMENT_COOKIE_MAX_AGE_S = 604_800;
// SPEC §9: page data cache is refreshed after this many minutes by default
export const DEFAULT_PAGE_CACHE_MINUTES = 15;
// SPEC §4 and §8 say only that the copy tooltip hides after a timeout; 2 s is our choice
export const COPY_TOOLTIP_MS = 2000;
// SPEC §9: default date format
export const DEFAULT_DATE_PATTERN = 'dd/MM/yyyy';
