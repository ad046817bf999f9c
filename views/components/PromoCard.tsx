import { ArrowLabel } from './ArrowLabel.tsx';
import { promoOffers } from '../content/home.ts';

/**
 * The hero's rotating promo card (desktop only). It fades in 2 s after load by CSS
 * alone, so it works without JavaScript (showing the first offer); the promo-card
 * island rotates the offers every 8 s, pausing on hover, focus and its pause button,
 * and the dots pick an offer. Inactive offers are `inert`: out of the tab order and
 * hidden from assistive technology, while every offer keeps its place in the layout.
 */
export function PromoCard() {
  return (
    <div className="promo" data-island="promo-card" role="region" aria-roledescription="carousel" aria-label="Current offers">
      <div className="promo__slides" aria-live="off">
        {promoOffers.map((offer, index) => (
          <div
            key={offer.id}
            id={`promo-${offer.id}`}
            className={`promo__slide promo__slide--${offer.gradient}`}
            role="group"
            aria-roledescription="offer"
            aria-label={`${index + 1} of ${promoOffers.length}`}
            inert={index > 0}
          >
            <p className="promo__title">{offer.title}</p>
            <p className="promo__highlight">{offer.highlight}</p>
            <p className="promo__subtitle">{offer.subtitle}</p>
            <a href={offer.link.href} className="promo__link">
              <ArrowLabel>{offer.link.label}</ArrowLabel>
            </a>
          </div>
        ))}
      </div>
      {/* The island shows the controls: without JavaScript there is nothing to rotate. */}
      <div className="promo__controls" hidden>
        {promoOffers.map((offer, index) => (
          <button
            key={offer.id}
            type="button"
            className="promo__dot"
            aria-controls={`promo-${offer.id}`}
            aria-label={`Offer ${index + 1}: ${offer.title}`}
            aria-current={index === 0 ? 'true' : undefined}
            data-promo-dot={index}
          />
        ))}
        <button type="button" className="promo__pause" aria-pressed="false" data-promo-pause>
          Pause
        </button>
      </div>
    </div>
  );
}
