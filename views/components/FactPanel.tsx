import { FactList } from './FactList.tsx';

/** A short panel of facts beside a page's heading ("At a glance"), each fact from its one source. */
export function FactPanel({ heading, facts }: { heading: string; facts: readonly (readonly [string, string])[] }) {
  return (
    <aside className="fact-panel" aria-label={heading}>
      <p className="eyebrow fact-panel__heading">{heading}</p>
      <FactList facts={facts} className="fact-panel__list" />
    </aside>
  );
}
