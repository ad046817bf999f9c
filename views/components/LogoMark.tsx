import { brandMark } from '../content/brand.ts';

/**
 * The logo mark inline (no request, crisp at any size), drawn from the one brand source.
 * `id` names its gradient: the header's and the footer's marks are on one page.
 */
export function LogoMark({ id, size = 36 }: { id: string; size?: number }) {
  const { viewBox, radius, gradient, stroke, strokeWidth, spark, sparkColor } = brandMark;
  return (
    <svg width={size} height={size} viewBox={viewBox} aria-hidden="true" focusable="false" className="logo__mark">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={gradient[0]} />
          <stop offset="1" stopColor={gradient[1]} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx={radius} fill={`url(#${id})`} />
      <path d={stroke} fill="none" stroke="#ffffff" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
      <path d={spark} fill={sparkColor} />
    </svg>
  );
}
