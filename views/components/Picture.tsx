import type { ImageRef } from '../content/images.ts';

/**
 * An image the site serves: its size always set (nothing shifts as it loads), its alt
 * text from the content, decoded off the main thread. Lazy unless it is in the first
 * screen. `size` shows it smaller than drawn (a 96 px avatar at 48 px, sharp on 2x screens).
 * With a dark version, both are in the page and CSS shows the theme's one (the theme is the
 * page's, not the system's, which rules out <picture> media queries). Lazy, the browser
 * fetches only the one shown; in the first screen both load at once, so neither waits.
 */
export function Picture({
  image,
  lazy = true,
  className,
  size,
}: {
  image: ImageRef;
  lazy?: boolean;
  className?: string;
  size?: { width: number; height: number };
}) {
  const img = (src: string, themeClass?: 'for-light-theme' | 'for-dark-theme') => (
    <img
      src={src}
      width={size?.width ?? image.width}
      height={size?.height ?? image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={[className, themeClass].filter(Boolean).join(' ') || undefined}
    />
  );
  if (!image.darkSrc) return img(image.src);
  return (
    <>
      {img(image.src, 'for-light-theme')}
      {img(image.darkSrc, 'for-dark-theme')}
    </>
  );
}
