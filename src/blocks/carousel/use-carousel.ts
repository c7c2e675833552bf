import { useEffect, useState, type FocusEvent } from 'react';

import { CAROUSEL_AUTOPLAY_MS } from '../../../contract/constants';
import { moveCarouselIndex } from './carousel-index';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

interface CarouselOptions {
  count: number;
  /** How far next and previous move (SPEC §4: "by a step"). */
  step?: number;
  /** The autoplay variant wraps and advances every 10 s (SPEC §9); the plain one stops at the ends. */
  autoplay?: boolean;
  intervalMs?: number;
}

interface Carousel {
  index: number;
  canPrevious: boolean;
  canNext: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Autoplay only: whether it is meant to play (the visitor's pause/play choice, or the motion preference). */
  isPlaying: boolean;
  /** Whether a slide change is actually scheduled now (playing and not paused by hover or focus). */
  isRunning: boolean;
  togglePlaying: () => void;
  /** Spread on the carousel's root: hover and keyboard focus pause autoplay (WCAG 2.2.2). */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The carousel state machine of SPEC §4: an active index, next/previous by a step, ends that stop
 * (plain) or wrap (autoplay, every 10 s). Autoplay pauses on hover and focus, does not start under
 * `prefers-reduced-motion`, and restarts its 10 s after any manual move.
 */
export function useCarousel({
  count,
  step = 1,
  autoplay = false,
  intervalMs = CAROUSEL_AUTOPLAY_MS,
}: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const wrap = autoplay;
  const isPlaying = autoplay && (playChoice ?? !reducedMotion);
  const isRunning = isPlaying && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(
      () => setIndex((current) => moveCarouselIndex(current, step, count, true)),
      intervalMs,
    );
    return () => clearInterval(timer);
    // `index` restarts the wait after a manual move, so a slide always gets its full time.
  }, [isRunning, step, count, intervalMs, index]);

  const activeIndex = Math.min(index, Math.max(0, count - 1));
  return {
    index: activeIndex,
    canPrevious: wrap ? count > 1 : activeIndex > 0,
    canNext: wrap ? count > 1 : activeIndex < count - 1,
    next: () => setIndex((current) => moveCarouselIndex(current, step, count, wrap)),
    previous: () => setIndex((current) => moveCarouselIndex(current, -step, count, wrap)),
    goTo: (target) => setIndex(moveCarouselIndex(0, target, count, false)),
    isPlaying,
    isRunning,
    togglePlaying: () => {
      const play = !isPlaying;
      setPlayChoice(play);
      // Pressing play while pointing at or focused in the carousel means "play now".
      if (play) {
        setHovered(false);
        setFocused(false);
      }
    },
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
