/**
 * Program card illustrations (original SVG, in the style of the hero artwork): stacked
 * building blocks and a game pad for the kids program, a laptop with a rising chart for
 * professionals. Decorative; coloured by the theme tokens (client/styles/program-cards.css).
 */
export function ProgramArt({ program }: { program: 'kids' | 'professionals' }) {
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
