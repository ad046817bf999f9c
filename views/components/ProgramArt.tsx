import type { ProgramCard } from '../content/programs.ts';

/**
 * Program card illustrations (original SVG, in the style of the hero artwork): stacked
 * building blocks and a game pad for the kids program, a laptop with a rising chart for
 * professionals, a local bakery and the order-ahead page teens built for it for the
 * high-school Social Impact Lab. Decorative; coloured by the theme tokens
 * (client/styles/program-cards.css).
 */
export function ProgramArt({ program }: { program: ProgramCard['id'] }) {
  if (program === 'high-school') return <BakeryArt />;
  return (
    <svg className="program-art" viewBox="0 0 320 120" width="320" height="120" aria-hidden="true" focusable="false">
      <rect className="program-art__ground" x="0" y="0" width="320" height="120" rx="12" />
      {program === 'kids' ? (
        <>
          <rect className="program-art__block program-art__block--a" x="40" y="62" width="40" height="40" rx="6" />
          <rect className="program-art__block program-art__block--b" x="84" y="62" width="40" height="40" rx="6" />
          <rect className="program-art__block program-art__block--c" x="62" y="18" width="40" height="40" rx="6" />
          <text className="program-art__glyph" x="72" y="45">
            {'</>'}
          </text>
          <rect className="program-art__pad" x="170" y="40" width="110" height="56" rx="28" />
          <rect className="program-art__button" x="192" y="64" width="24" height="8" rx="2" />
          <rect className="program-art__button" x="200" y="56" width="8" height="24" rx="2" />
          <circle className="program-art__dot program-art__dot--a" cx="250" cy="60" r="6" />
          <circle className="program-art__dot program-art__dot--b" cx="262" cy="74" r="6" />
        </>
      ) : (
        <>
          <rect className="program-art__screen" x="70" y="18" width="150" height="86" rx="8" />
          <rect className="program-art__base" x="56" y="104" width="178" height="8" rx="4" />
          <polyline className="program-art__line" points="86,84 116,70 140,76 168,50 200,38" />
          <circle className="program-art__dot program-art__dot--a" cx="200" cy="38" r="5" />
          <rect className="program-art__card" x="236" y="30" width="58" height="20" rx="10" />
          <rect className="program-art__card program-art__card--b" x="236" y="58" width="46" height="20" rx="10" />
        </>
      )}
    </svg>
  );
}

/** The Social Impact Lab's sample project: a bakery's shopfront and its order-ahead page on a phone. */
function BakeryArt() {
  return (
    <svg className="program-art" viewBox="0 0 320 120" width="320" height="120" aria-hidden="true" focusable="false">
      <rect className="program-art__ground" x="0" y="0" width="320" height="120" rx="12" />
      {/* The shop: a striped awning over a window and a door. */}
      <rect className="program-art__screen" x="40" y="40" width="140" height="68" rx="4" />
      {[0, 1, 2, 3, 4, 5, 6].map((stripe) => (
        <rect
          key={stripe}
          className={stripe % 2 ? 'program-art__card--b' : 'program-art__card'}
          x={34 + stripe * 22}
          y="26"
          width="22"
          height="18"
          rx={stripe === 0 || stripe === 6 ? 4 : 0}
        />
      ))}
      <rect className="program-art__button" x="54" y="56" width="64" height="36" rx="4" />
      <circle className="program-art__dot program-art__dot--a" cx="74" cy="80" r="7" />
      <circle className="program-art__dot program-art__dot--b" cx="96" cy="80" r="7" />
      <rect className="program-art__base" x="132" y="56" width="32" height="52" rx="3" />
      {/* The phone: the order-ahead page, three items and a button. */}
      <rect className="program-art__screen" x="214" y="14" width="62" height="98" rx="10" />
      <rect className="program-art__card" x="224" y="28" width="42" height="8" rx="4" />
      {[44, 58, 72].map((y) => (
        <g key={y}>
          <circle className="program-art__dot program-art__dot--a" cx="229" cy={y + 4} r="4" />
          <rect className="program-art__button" x="237" y={y + 1} width="28" height="6" rx="3" />
        </g>
      ))}
      <rect className="program-art__card program-art__card--b" x="224" y="90" width="42" height="12" rx="6" />
    </svg>
  );
}
