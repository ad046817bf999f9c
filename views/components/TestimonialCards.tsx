import type { ReactNode } from 'react';
import type { Testimonial } from '../content/testimonials.ts';
import { phoneRowAttributes } from './FeatureGrid.tsx';
import { Monogram } from './Monogram.tsx';
import { StarIcon } from './icons.tsx';

/** A rating out of 5 as stars, with its text equivalent for everyone who does not see them. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="star-rating">
      <span className="visually-hidden">Rated {rating} out of 5</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={n <= rating ? 'star-rating__star star-rating__star--on' : 'star-rating__star'} />
      ))}
    </p>
  );
}

/**
 * Success stories as cards: the words first, then who said them; a student's achievement, a
 * parent's program. `featureFirst` sets the first story large, over two columns and two rows,
 * on a wide screen (six cards of one size read as a grid to skim, not words to believe);
 * `featureArt` stands beside its words there (what the story is about), and not elsewhere.
 */
export function TestimonialCards({
  items,
  phoneRow,
  featureFirst = false,
  featureArt,
}: {
  items: readonly Testimonial[];
  phoneRow?: string;
  featureFirst?: boolean;
  featureArt?: ReactNode;
}) {
  const classes = ['grid grid--3 testimonial-cards', phoneRow && 'grid--phone-row', featureFirst && 'testimonial-cards--feature']
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={classes} {...phoneRowAttributes(phoneRow)}>
      {items.map((item, index) => (
        <li key={item.name} className="card testimonial">
          {featureFirst && index === 0 && featureArt ? <div className="testimonial__art">{featureArt}</div> : null}
          <StarRating rating={item.rating} />
          <blockquote className="testimonial__quote">
            <p>{item.content}</p>
          </blockquote>
          {item.kind === 'student' ? <p className="testimonial__achievement">{item.achievement}</p> : null}
          <div className="testimonial__who">
            <Monogram name={item.name} />
            <p>
              <strong>{item.name}</strong>
              <span className="muted">
                {item.role}
                {/* The dot joined to the role before it: a line never starts with it. */}
                {item.kind === 'parent' ? `\u00a0· ${item.program}` : ''}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
