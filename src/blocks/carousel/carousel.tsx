import { useId, type ReactNode } from 'react';

import { useCarousel } from './use-carousel';
import './carousel.css';

export interface CarouselProps<T> {
  /** The accessible name of the carousel, e.g. "Testimonials". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  autoplay?: boolean;
  step?: number;
  /** The noun for one slide in the control names ("Next testimonial"). */
  itemName?: string;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ICON_PREVIOUS = 'M15 6l-6 6 6 6';
const ICON_NEXT = 'M9 6l6 6-6 6';
const ICON_PAUSE = 'M9 6v12M15 6v12';
const ICON_PLAY = 'M8 5.5v13l10.5-6.5z';

/**
 * A small accessible carousel (WAI-ARIA APG pattern): one slide shown at a time, previous/next,
 * a picker, and for the autoplay variant a pause/play control. Every slide is server-rendered;
 * hidden ones are inert, and all share one grid cell so the height never jumps.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  autoplay = false,
  step = 1,
  itemName = 'slide',
}: CarouselProps<T>) {
  const carousel = useCarousel({ count: items.length, autoplay, step });
  const slidesId = useId();
  return (
    <section
      className={`carousel${autoplay ? ' carousel--autoplay' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.pauseHandlers}
    >
      <div className="carousel__controls">
        {autoplay && (
          <button
            type="button"
            className="carousel__button carousel__play"
            aria-label={
              carousel.isPlaying
                ? `Pause automatic ${itemName} rotation`
                : `Start automatic ${itemName} rotation`
            }
            onClick={carousel.togglePlaying}
          >
            <Icon path={carousel.isPlaying ? ICON_PAUSE : ICON_PLAY} />
          </button>
        )}
        <button
          type="button"
          className="carousel__button"
          aria-label={`Previous ${itemName}`}
          aria-controls={slidesId}
          disabled={!carousel.canPrevious}
          onClick={carousel.previous}
        >
          <Icon path={ICON_PREVIOUS} />
        </button>
        <button
          type="button"
          className="carousel__button"
          aria-label={`Next ${itemName}`}
          aria-controls={slidesId}
          disabled={!carousel.canNext}
          onClick={carousel.next}
        >
          <Icon path={ICON_NEXT} />
        </button>
      </div>
      {/* While rotating on its own the slides stay quiet; moved by the visitor, the new one is announced. */}
      <div
        id={slidesId}
        className="carousel__slides"
        aria-live={carousel.isRunning ? 'off' : 'polite'}
      >
        {items.map((item, index) => {
          const active = index === carousel.index;
          return (
            <div
              key={getKey(item)}
              className={`carousel__slide${active ? ' carousel__slide--active' : ''}`}
              role="group"
              aria-roledescription={itemName}
              aria-label={`${index + 1} of ${items.length}`}
              aria-hidden={!active}
              inert={!active}
            >
              {renderItem(item, index)}
            </div>
          );
        })}
      </div>
      <div className="carousel__picker">
        {items.map((item, index) => (
          <button
            key={getKey(item)}
            type="button"
            className="carousel__dot"
            aria-label={`Show ${itemName} ${index + 1} of ${items.length}`}
            aria-current={index === carousel.index ? 'true' : undefined}
            onClick={() => carousel.goTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
