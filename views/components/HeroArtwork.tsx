/**
 * The home hero's artwork (original, drawn for this site): a code editor where a student
 * asks an AI assistant for a feature, and the app it becomes. Shapes take their colours
 * from the theme's tokens (client/styles/hero.css), so it suits both themes. Decorative:
 * hidden from assistive technology, and from phones, where the hero has no room beside it.
 */
export function HeroArtwork() {
  const codeLines: [number, number, number, string][] = [
    // x, y, width, colour class
    [56, 92, 120, 'art-code--keyword'],
    [184, 92, 90, 'art-code--name'],
    [76, 116, 70, 'art-code--keyword'],
    [154, 116, 150, 'art-code--text'],
    [76, 140, 110, 'art-code--name'],
    [194, 140, 60, 'art-code--string'],
    [96, 164, 160, 'art-code--text'],
    [96, 188, 90, 'art-code--string'],
    [76, 212, 40, 'art-code--keyword'],
    [56, 236, 30, 'art-code--text'],
  ];
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 440 400" width="440" height="400" focusable="false" className="hero-art">
        <rect className="art-window" x="20" y="20" width="340" height="250" rx="16" />
        <rect className="art-bar" x="20" y="20" width="340" height="40" rx="16" />
        <rect className="art-bar" x="20" y="44" width="340" height="16" />
        <circle className="art-dot art-dot--red" cx="44" cy="40" r="6" />
        <circle className="art-dot art-dot--amber" cx="64" cy="40" r="6" />
        <circle className="art-dot art-dot--green" cx="84" cy="40" r="6" />
        {codeLines.map(([x, y, width, tone]) => (
          <rect key={`${x}-${y}`} className={`art-code ${tone}`} x={x} y={y} width={width} height="10" rx="5" />
        ))}
        <rect className="art-cursor" x="92" y="232" width="3" height="16" rx="1" />

        <g className="art-chat">
          <rect className="art-bubble" x="190" y="196" width="220" height="64" rx="16" />
          <text className="art-bubble__text" x="208" y="222">
            Make the rocket
          </text>
          <text className="art-bubble__text" x="208" y="244">
            leave a trail of stars
          </text>
        </g>

        <g className="art-app">
          <rect className="art-phone" x="250" y="250" width="150" height="130" rx="18" />
          <rect className="art-screen" x="262" y="262" width="126" height="106" rx="10" />
          <circle className="art-star" cx="284" cy="350" r="3" />
          <circle className="art-star" cx="300" cy="334" r="3.5" />
          <circle className="art-star" cx="318" cy="318" r="4" />
          <path className="art-rocket" d="M352 284 l18 -6 -6 18 -12 12 -12 -12 z" />
          <circle className="art-rocket-window" cx="356" cy="294" r="3" />
        </g>
      </svg>
    </div>
  );
}
