/**
 * 'From the Classroom': Previous and Next buttons and the arrow keys step one photo at
 * a time, looping from the last back to the first. The row stays a native scroller, so
 * touch, trackpads and scroll snapping work as they do without JavaScript.
 */
export function initCarousel(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>('.classroom__track');
  const controls = carousel.querySelector<HTMLElement>('.classroom__controls');
  if (!track || !controls) return;
  const slides = [...track.children] as HTMLElement[];
  if (slides.length < 2) return;
  controls.hidden = false;

  /** The photo whose start is nearest the row's start. */
  const current = () => {
    let nearest = 0;
    slides.forEach((slide, i) => {
      const distance = Math.abs(slide.offsetLeft - track.offsetLeft - track.scrollLeft);
      const best = Math.abs(slides[nearest]!.offsetLeft - track.offsetLeft - track.scrollLeft);
      if (distance < best) nearest = i;
    });
    return nearest;
  };
  const atEnd = () => track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;

  const step = (direction: 1 | -1) => {
    let next = current() + direction;
    // Loop: past the last photo (or when the row cannot scroll further), back to the first.
    if (direction === 1 && (next >= slides.length || atEnd())) next = 0;
    if (next < 0) next = slides.length - 1;
    track.scrollTo({ left: slides[next]!.offsetLeft - track.offsetLeft });
  };

  carousel.querySelector('[data-carousel-prev]')?.addEventListener('click', () => step(-1));
  carousel.querySelector('[data-carousel-next]')?.addEventListener('click', () => step(1));
  carousel.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    step(event.key === 'ArrowRight' ? 1 : -1);
  });
}
