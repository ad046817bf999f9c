import type { Testimonial } from '../content/testimonials.ts';
import { Monogram } from './Monogram.tsx';

/** One review set large, with who said it: a section's opening words rather than a card among cards. */
export function LargeQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="large-quote">
      <blockquote>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption>
        <Monogram name={testimonial.name} />
        <span>
          <strong>{testimonial.name}</strong> <span className="muted">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
