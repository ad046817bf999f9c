// The home page: the hero's promo card and the classroom carousel, nothing else.
import { initCarousel } from '../islands/carousel.ts';
import { initPromoCard } from '../islands/promo-card.ts';
import { mountIslands } from '../mount.ts';

mountIslands({ 'promo-card': initPromoCard, carousel: initCarousel });
