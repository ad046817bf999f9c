import { keepCompoundsTogether } from '../format.ts';
import { FactList } from './FactList.tsx';

/**
 * A short panel of facts beside a page's heading ("At a glance"), each fact from its one
 * source. Its values stand in a narrow column: a range or a compound ('9-12', 'High-school')
 * is kept on one line there.
 */
export function FactPanel({ heading, facts }: { heading: string; facts: readonly (readonly [string, string])[] }) {
  return (
    <aside className="fact-panel" aria-label={heading}>
      <p className="eyebrow fact-panel__heading">{heading}</p>
      <FactList
        facts={facts.map(([label, value]) => [label, keepCompoundsTogether(value)] as const)}
        className="fact-panel__list"
      />
    </aside>
  );
}
