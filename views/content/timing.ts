/**
 * The timers the browser's islands share with the server's markup. A module of its own,
 * importing nothing: the public pages' bundle reads it, while the copy modules beside it
 * import the domain's form schemas (zod, ~90 KB gzipped), which must stay on the server.
 */

/** Storage key and timers the banner island and the no-flash script share. */
export const bannerTiming = {
  storageKey: 'banner-dismissed-at',
  rotateMs: 6000,
  fadeMs: 300,
  rememberMs: 24 * 60 * 60 * 1000,
} as const;

/** Promo card timing (spec section 4): hidden, shown after 2 s, then a new offer every 8 s. */
export const promoTiming = { appearMs: 2000, rotateMs: 8000 } as const;
