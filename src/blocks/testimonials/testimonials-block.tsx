import type { Section } from '../../../contract/page-types';
import { Carousel } from '../carousel/carousel';
import './testimonials.css';

type TestimonialsSection = Extract<Section, { type: 'testimonials' }>;
type Testimonial = TestimonialsSection['items'][number];

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className="testimonials__card">
      <blockquote className="testimonials__quote">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="testimonials__person">
        {item.portrait && (
          <img
            className="testimonials__portrait"
            src={item.portrait.src}
            alt=""
            width={item.portrait.width}
            height={item.portrait.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <span>
          <span className="testimonials__name">{item.name}</span>
          <span className="testimonials__role">{item.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Colleagues' own words, one at a time in the autoplay carousel. */
export function TestimonialsBlock({ section }: { section: TestimonialsSection }) {
  return (
    <section className="block testimonials" id={section.id}>
      {section.heading && <h2 className="testimonials__heading">{section.heading}</h2>}
      <Carousel
        label={section.heading ?? 'Testimonials'}
        items={section.items}
        getKey={(item) => item.name}
        renderItem={(item) => <TestimonialCard item={item} />}
        itemName="testimonial"
        autoplay
      />
    </section>
  );
}
