import type { CampusId } from '../content/locations.ts';
import { labDay } from '../content/kids-curriculum.ts';
import { demoDayWall } from '../content/student-work.ts';
import type { ReactNode } from 'react';
import {
  CardMakerScreen,
  ClubListScreen,
  LaptopDevice,
  PhoneDevice,
  PortfolioScreen,
  QuizScreen,
  ReadingScreen,
  StudioScreen,
  TabletDevice,
  WallCard,
  WeatherScreen,
} from './StudentWork.tsx';

/**
 * A campus's lab before a weekend class, drawn in the student-work style: the day's plan on
 * the whiteboard (the kids page's lab day), projects pinned up, students' laptops open on
 * the long table, and the campus's own view through the window (the foothills' oaks in
 * Cupertino, the bay and its bridge under Mission Peak in Fremont). No people: nothing here
 * pretends to be a real child. Colours come from the theme (client/styles/lab.css): a
 * daylit room on the light theme, the same room in the evening on the dark one.
 */
export function LabScene({
  campus,
  day,
  doorsOpen,
  label,
}: {
  campus: CampusId;
  day: string;
  doorsOpen: readonly [number, number];
  label: string;
}) {
  const east = campus === 'east-bay';
  return (
    <svg
      viewBox="0 0 960 540"
      width="960"
      height="540"
      className="student-work lab-scene"
      role="img"
      aria-label={label}
      focusable="false"
      data-scene={`lab-${campus}`}
    >
      <rect className="lab-wall" width="960" height="412" />
      <rect className="lab-floor" y="412" width="960" height="128" />
      <rect className="lab-baseboard" y="406" width="960" height="8" />
      <Lamp x={300} />
      <Lamp x={700} />
      <Clock time={doorsOpen} />
      {/* Fremont's room is laid out the other way round: the window on the left, the board on the right. */}
      <g transform={east ? 'translate(544 0)' : undefined}>
        <Whiteboard day={day} />
      </g>
      <Pinboard order={east ? 'last' : 'first'} />
      <g transform={east ? 'translate(-550 0)' : undefined}>
        <Window campus={campus} />
      </g>
      <Chair x={96} tint={east ? 'teal' : 'violet'} />
      <Chair x={330} tint={east ? 'violet' : 'teal'} />
      <Chair x={560} tint={east ? 'teal' : 'violet'} />
      <Chair x={782} tint={east ? 'violet' : 'teal'} />
      <LaptopDevice x={62} y={272} scale={0.36}>
        {/* Nina's page, with her mentor's note, in her own campus's lab (Ana leads Cupertino's beginners). */}
        {east ? <StudioScreen /> : <PortfolioScreen />}
      </LaptopDevice>
      <Tablet />
      <LaptopDevice x={560} y={272} scale={0.36}>
        {east ? <ClubListScreen /> : <WeatherScreen />}
      </LaptopDevice>
      <PhoneOnStand>{east ? <CardMakerScreen /> : <QuizScreen />}</PhoneOnStand>
      <Mug x={east ? 500 : 290} />
      <ellipse className="lab-shadow" cx="480" cy="524" rx="450" ry="8" />
      <Table />
      <g transform={east ? 'translate(680 0)' : undefined}>
        <Backpack />
      </g>
      <g transform={east ? 'translate(-890 0)' : undefined}>
        <Plant />
      </g>
    </svg>
  );
}

function Lamp({ x }: { x: number }) {
  return (
    <g>
      <line className="lab-cord" x1={x} y1="0" x2={x} y2="30" />
      <circle className="lab-lamp-glow" cx={x} cy="52" r="38" />
      <path className="lab-lamp" d={`M${x - 30} 52q0-22 30-22t30 22z`} />
      <rect className="lab-bulb" x={x - 10} y="50" width="20" height="6" rx="3" />
    </g>
  );
}

/** A hand of `length` from the clock's centre, `turn` of the way round from twelve. */
const hand = (turn: number, length: number) => {
  const angle = turn * 2 * Math.PI;
  return `M482 48l${(Math.sin(angle) * length).toFixed(1)} ${(-Math.cos(angle) * length).toFixed(1)}`;
};

/** When the doors open, a quarter before the beginners' class (the kids program's drop-off). */
function Clock({ time: [hour, minute] }: { time: readonly [number, number] }) {
  return (
    <g>
      <circle className="lab-clock" cx="482" cy="48" r="20" />
      <path className="lab-clock-hands" d={`${hand(minute / 60, 13)}${hand(((hour % 12) + minute / 60) / 12, 9)}`} />
    </g>
  );
}

/** The day's plan, step by step, as the kids page's "A weekend class at the lab" gives it. */
function Whiteboard({ day }: { day: string }) {
  return (
    <g>
      <rect className="lab-board" x="40" y="70" width="340" height="196" rx="8" />
      <text x="64" y="104" className="lab-board-title">
        {day} at the lab
      </text>
      {labDay.steps.map((step, index) => (
        <g key={step.title}>
          <text x="64" y={134 + index * 26} className="lab-board-text lab-board-text--muted">
            {step.minutes} min
          </text>
          <text x="130" y={134 + index * 26} className="lab-board-text">
            {step.title}
          </text>
        </g>
      ))}
      <g transform="rotate(-4 320 120)">
        <rect className="lab-note lab-note--amber" x="286" y="88" width="68" height="64" rx="3" />
        <path className="lab-scribble" d="M296 108h44M296 120h36M296 132h40" />
      </g>
      <g transform="rotate(3 320 200)">
        <rect className="lab-note lab-note--teal" x="288" y="168" width="64" height="60" rx="3" />
        <path className="lab-scribble" d="M298 188h40M298 200h30M298 212h36" />
      </g>
      <rect className="lab-tray" x="120" y="266" width="180" height="6" rx="3" />
    </g>
  );
}

/** Four projects from the demo-day wall, printed and pinned up (each campus pins its own four). */
function Pinboard({ order }: { order: 'first' | 'last' }) {
  const pinned = order === 'first' ? demoDayWall.slice(0, 4) : demoDayWall.slice(-4).reverse();
  return (
    <g>
      <rect className="lab-cork" x="404" y="88" width="156" height="168" rx="6" />
      {pinned.map((project, index) => {
        const x = 414 + (index % 2) * 72;
        const y = 100 + Math.floor(index / 2) * 74;
        return (
          <g key={project.name}>
            <g transform={`translate(${x} ${y}) scale(0.5) rotate(${index % 3 === 0 ? -2 : 2} 66 56)`}>
              <WallCard project={project} tint={index % 3} x={0} y={0} />
            </g>
            <circle className="lab-pin" cx={x + 33} cy={y + 4} r="3.5" />
          </g>
        );
      })}
    </g>
  );
}

/** The window and the campus's view: Cupertino's foothills, or Fremont's bay and bridge. */
function Window({ campus }: { campus: CampusId }) {
  const [x, y, width, height] = [584, 64, 332, 222];
  return (
    <g>
      <clipPath id={`lab-view-${campus}`}>
        <rect x={x} y={y} width={width} height={height} />
      </clipPath>
      <g clipPath={`url(#lab-view-${campus})`}>
        <rect className="lab-sky" x={x} y={y} width={width} height={height} />
        <circle className="lab-sun" cx="856" cy="112" r="20" />
        <circle className="lab-star" cx="640" cy="96" r="1.6" />
        <circle className="lab-star" cx="720" cy="82" r="1.3" />
        <circle className="lab-star" cx="780" cy="120" r="1.6" />
        {campus === 'south-bay' ? <Foothills /> : <BayAndBridge />}
      </g>
      <rect className="lab-window-frame" x={x} y={y} width={width} height={height} />
      <line className="lab-window-frame" x1="695" y1={y} x2="695" y2={y + height} />
      <line className="lab-window-frame" x1="806" y1={y} x2="806" y2={y + height} />
      <rect className="lab-sill" x="574" y="284" width="352" height="10" rx="3" />
    </g>
  );
}

function Foothills() {
  const oaks: [number, number, number][] = [
    [616, 232, 22],
    [660, 240, 16],
    [760, 236, 26],
    [872, 230, 20],
    [900, 244, 14],
  ];
  return (
    <>
      <path className="lab-hill-far" d="M584 176q60-38 120-14t110-22 102 6v140H584z" />
      <path className="lab-hill-near" d="M584 224q80-30 170-6t162-16v84H584z" />
      {oaks.map(([cx, cy, r]) => (
        <g key={cx}>
          <rect className="lab-trunk" x={cx - 2.5} y={cy} width="5" height={r} />
          <circle className="lab-tree" cx={cx} cy={cy - r * 0.2} r={r * 0.62} />
          <circle className="lab-tree" cx={cx - r * 0.5} cy={cy + r * 0.1} r={r * 0.45} />
          <circle className="lab-tree" cx={cx + r * 0.5} cy={cy + r * 0.1} r={r * 0.45} />
        </g>
      ))}
      <rect className="lab-roof-wall" x="684" y="250" width="64" height="30" />
      <path className="lab-roof" d="M678 252l38-18 38 18z" />
    </>
  );
}

function BayAndBridge() {
  const piers = Array.from({ length: 12 }, (_, index) => 596 + index * 28);
  return (
    <>
      {/* Mission Peak over the hills behind the bay. */}
      <path className="lab-hill-far" d="M584 178q50-10 110-8l60-44 46 36q60-6 116 4v74H584z" />
      <rect className="lab-water" x="584" y="214" width="332" height="72" />
      <path className="lab-bridge" d="M584 226q166-10 332 0v5q-166-10-332 0z" />
      {piers.map((px) => (
        <rect key={px} className="lab-bridge" x={px} y="228" width="3" height="12" />
      ))}
      <path className="lab-ripple" d="M604 258h40M700 266h56M820 256h48M640 276h34M860 274h30" />
      <path className="lab-hill-near" d="M584 270q90-14 170 0t162-6v22H584z" />
    </>
  );
}

function Chair({ x, tint }: { x: number; tint: 'violet' | 'teal' }) {
  return <rect className={`lab-chair lab-chair--${tint}`} x={x} y="300" width="84" height="100" rx="16" />;
}

/** Page Turners on a tablet in its stand. */
function Tablet() {
  return (
    <g>
      <path className="lab-stand" d="M372 392l22-24h40l22 24z" />
      <TabletDevice x={338} y={262} scale={0.34}>
        <ReadingScreen />
      </TabletDevice>
    </g>
  );
}

/** A student's app on a phone leaning on its stand. */
function PhoneOnStand({ children }: { children: ReactNode }) {
  return (
    <g>
      <path className="lab-stand" d="M820 392l10-16h30l10 16z" />
      <PhoneDevice x={825} y={300} scale={0.2}>
        {children}
      </PhoneDevice>
    </g>
  );
}

function Mug({ x }: { x: number }) {
  return (
    <g>
      <path className="lab-mug-handle" d={`M${x + 22} 372a8 8 0 1 1 0 14`} />
      <rect className="lab-mug" x={x} y="366" width="24" height="26" rx="4" />
    </g>
  );
}

function Table() {
  return (
    <g>
      <rect className="lab-table" x="36" y="392" width="888" height="12" rx="3" />
      <rect className="lab-table-edge" x="36" y="404" width="888" height="8" />
      <rect className="lab-leg" x="64" y="412" width="12" height="108" />
      <rect className="lab-leg" x="884" y="412" width="12" height="108" />
      <rect className="lab-leg" x="474" y="412" width="12" height="108" />
    </g>
  );
}

function Backpack() {
  return (
    <g>
      <rect className="lab-bag" x="118" y="446" width="64" height="78" rx="18" />
      <rect className="lab-bag-pocket" x="130" y="484" width="40" height="30" rx="8" />
      <path className="lab-bag-strap" d="M136 450q14-24 28 0" fill="none" />
    </g>
  );
}

function Plant() {
  return (
    <g>
      <path className="lab-leaf" d="M924 470q-40-40-28-96 22 44 28 96z" />
      <path className="lab-leaf" d="M930 470q4-60 30-100 6 56-30 100z" />
      <path className="lab-leaf lab-leaf--light" d="M926 472q-20-30-50-40 24 0 50 40z" />
      <path className="lab-pot" d="M900 468h56l-8 62h-40z" />
    </g>
  );
}
