import type { ImageRef } from '../content/images.ts';

/**
 * An image the site serves: its size always set (nothing shifts as it loads), its alt
 * text from the content, decoded off the main thread. Lazy unless it is in the first
 * screen. `size` shows it smaller than drawn (a 96 px avatar at 48 px, sharp on 2x screens).
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
  return (
    <img
      src={image.src}
      width={size?.width ?? image.width}
      height={size?.height ?? image.height}
      alt={image.alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
    />
  );
}
