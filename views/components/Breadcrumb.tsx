import { ChevronRightIcon } from './icons.tsx';

export type Crumb = { label: string; href?: string };

/** Home followed by labelled items, each optionally linked; the last is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }, ...items];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.href && !last ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {last ? null : <ChevronRightIcon className="breadcrumb__separator" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
