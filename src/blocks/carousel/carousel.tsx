import { useId, type ReactNode } from 'react';

import { NavButton } from '../nav-button/nav-button';
import { useCarousel } from './use-carousel';
import './carousel.css';

interface CarouselProps<T> {
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
          <NavButton
            className="carousel__play"
            icon={carousel.isPlaying ? 'pause' : 'play'}
            aria-label={
              carousel.isPlaying
                ? `Pause automatic ${itemName} rotation`
                : `Start automatic ${itemName} rotation`
            }
            onClick={carousel.togglePlaying}
          />
        )}
        <NavButton
          icon="chevronLeft"
          aria-label={`Previous ${itemName}`}
          aria-controls={slidesId}
          disabled={!carousel.canPrevious}
          onClick={carousel.previous}
        />
        <NavButton
          icon="chevronRight"
          aria-label={`Next ${itemName}`}
          aria-controls={slidesId}
          disabled={!carousel.canNext}
          onClick={carousel.next}
        />
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
