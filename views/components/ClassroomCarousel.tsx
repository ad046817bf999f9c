import type { CarouselImage } from '../content/home.ts';
import { StudentWorkScene } from './StudentWork.tsx';
import { ChevronRightIcon } from './icons.tsx';

/**
 * 'From the Classroom': a row of captioned images that scrolls sideways and snaps each
 * image to the start. Without JavaScript it is a scrollable row (the track takes focus,
 * so arrow keys scroll it). The carousel island adds Previous and Next buttons and
 * arrow-key steps, both looping from the last image back to the first.
 */
export function ClassroomCarousel({ images }: { images: readonly CarouselImage[] }) {
  return (
    <div className="classroom" data-island="carousel" role="region" aria-roledescription="carousel" aria-label="Classroom photos">
      <div className="classroom__track" tabIndex={0} role="group" aria-label="Classroom photos, scroll sideways for more">
        {images.map((image, index) => (
          <div
            key={image.id}
            className="classroom__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
          >
            <figure>
              <StudentWorkScene scene={image.scene} label={image.alt} />
              <figcaption>{image.caption}</figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="classroom__controls" hidden>
        <button type="button" className="icon-button classroom__prev" aria-label="Previous photo" data-carousel-prev>
          <ChevronRightIcon />
        </button>
        <button type="button" className="icon-button" aria-label="Next photo" data-carousel-next>
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
