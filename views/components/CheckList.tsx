import type { Feature } from './FeatureGrid.tsx';
import { CheckIcon } from './icons.tsx';

/** Short points as a ticked list (a lighter form than a grid of cards, for a split section). */
export function CheckList({ items, className }: { items: readonly Feature[]; className?: string }) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => (
        <li key={item.title}>
          <CheckIcon className="check-list__icon" />
          <span>
            <strong>{item.title}</strong> <span className="muted">{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
