import { useRef } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';

import type { Section } from '../../../contract/page-types';
import { NavButton } from '../nav-button/nav-button';
import './slider.css';

type SliderSection = Extract<Section, { type: 'slider' }>;

const SLIDE_SPEED_MS = 450;
const PREVIOUS_LABEL = 'Previous slide';
const NEXT_LABEL = 'Next slide';

/**
 * A Swiper slider of illustrated cards. The server renders every slide (a plain row until Swiper
 * starts after hydration); our own buttons and dots are handed to Swiper before it initialises.
 */
export function SliderBlock({ section }: { section: SliderSection }) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);

  const attachControls = (swiper: SwiperInstance) => {
    const { navigation, pagination } = swiper.params;
    if (navigation) {
      navigation.prevEl = previousRef.current;
      navigation.nextEl = nextRef.current;
    }
    if (pagination) pagination.el = paginationRef.current;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) swiper.params.speed = 0;
  };

  return (
    <section className="block slider" id={section.id}>
      <div className="slider__header">
        {section.heading && <h2 className="slider__heading">{section.heading}</h2>}
        <div className="slider__controls">
          {/* Disabled until Swiper starts and enables them: without JavaScript they could do nothing. */}
          <NavButton ref={previousRef} icon="chevronLeft" aria-label={PREVIOUS_LABEL} disabled />
          <NavButton ref={nextRef} icon="chevronRight" aria-label={NEXT_LABEL} disabled />
        </div>
      </div>
      <Swiper
        className="slider__swiper"
        modules={[Navigation, Pagination, A11y, Keyboard]}
        onBeforeInit={attachControls}
        navigation={{ prevEl: null, nextEl: null }}
        pagination={{ el: null, clickable: true, bulletElement: 'button' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: PREVIOUS_LABEL,
          nextSlideMessage: NEXT_LABEL,
          firstSlideMessage: 'This is the first slide',
          lastSlideMessage: 'This is the last slide',
          paginationBulletMessage: 'Go to slide {{index}}',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          containerMessage: section.heading ?? null,
        }}
        speed={SLIDE_SPEED_MS}
        slidesPerView={1.15}
        spaceBetween={16}
        breakpoints={{
          640: { slidesPerView: 2, spaceBetween: 24 },
          1024: { slidesPerView: 3, spaceBetween: 24 },
        }}
      >
        {section.slides.map((slide) => (
          <SwiperSlide key={slide.title} className="slider__slide">
            <article className="slider__card">
              <img
                className="slider__image"
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading="lazy"
                decoding="async"
              />
              <div className="slider__body">
                <h3 className="slider__title">{slide.title}</h3>
                <p className="slider__text">{slide.text}</p>
              </div>
            </article>
          </SwiperSlide>
        ))}
        {/* Inside Swiper so its ref is set before Swiper initialises (children commit first). */}
        <div ref={paginationRef} slot="container-end" className="slider__pagination" />
      </Swiper>
    </section>
  );
}
