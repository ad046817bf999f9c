/** Runs each island's init once for every element that names it in data-island. */
export function mountIslands(islands: Record<string, (element: HTMLElement) => void>, root: ParentNode = document): void {
  for (const [name, init] of Object.entries(islands)) {
    root.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-island-ready])`).forEach((element) => {
      element.setAttribute('data-island-ready', '');
      try {
        init(element);
      } catch (error) {
        console.error(`island ${name} failed`, error);
      }
    });
  }
}
