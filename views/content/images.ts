/** An image the site serves itself (public/images): its size is known, so nothing shifts as it loads. */
/** An image the site serves; `darkSrc` is the same picture drawn for the dark theme. */
export type ImageRef = { src: string; darkSrc?: string; width: number; height: number; alt: string };
