import { keepTogether } from '../format.ts';
import type { Feature } from './FeatureGrid.tsx';
import type { InlineLink } from './RichText.tsx';
import { CalendarIcon, CheckIcon, FirstAidIcon, HeartIcon, LockIcon, ShieldIcon } from './icons.tsx';

/** A point's own sign instead of the tick (the commitments before enrolling: each a different promise). */
export type CheckListIcon = 'shield' | 'first-aid' | 'lock' | 'calendar' | 'heart';
const icons = { shield: ShieldIcon, 'first-aid': FirstAidIcon, lock: LockIcon, calendar: CalendarIcon, heart: HeartIcon };

/** Short points as a ticked list (a lighter form than a grid of cards, for a split section). */
/** `link`: a way to check the point, after its text (the 501(c)(3) status at the IRS). */
export function CheckList({
  items,
  className,
}: {
  items: readonly (Feature & { icon?: CheckListIcon; link?: InlineLink })[];
  className?: string;
}) {
  return (
    <ul className={className ? `check-list ${className}` : 'check-list'}>
      {items.map((item) => {
        const Icon = item.icon ? icons[item.icon] : CheckIcon;
        return (
          <li key={item.title}>
            <Icon className={item.icon ? 'check-list__icon check-list__icon--own' : 'check-list__icon'} />
            <span>
              <strong>{item.title}</strong> <span className="muted">{keepTogether(item.text)}</span>
              {item.link ? (
                <>
                  {' '}
                  <a href={item.link.href}>{item.link.text}</a>
                </>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
