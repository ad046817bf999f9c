/**
 * Keyboard model of the level tabs (WAI-ARIA tabs): one tab in the Tab order, arrow
 * keys, Home and End move between tabs and activate them (htmx does the fetching).
 */
export function initLevelTabs(container: HTMLElement): void {
  const sync = () => {
    container.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab) => {
      tab.tabIndex = tab.getAttribute('aria-selected') === 'true' ? 0 : -1;
    });
  };
  sync();
  // The block is morphed in place after each switch: keep the roving tabindex right.
  document.addEventListener('htmx:after:swap', sync);

  container.addEventListener('keydown', (event) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
    if (!tab) return;
    const tabs = [...container.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(tab);
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : event.key === ' '
                ? tab
                : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.click();
  });
}
