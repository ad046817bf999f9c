/** An image the site serves itself (public/images): its size is known, so nothing shifts as it loads. */
export type ImageRef = { src: string; width: number; height: number; alt: string };
