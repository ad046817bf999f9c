import type { ReactNode } from 'react';
import {
  beginnerPlan,
  beginnerPortfolio,
  demoDayWall,
  safetyHabits,
  studentProjects,
  type MotifId,
  type SceneId,
} from '../content/student-work.ts';
import { initialsOf } from './Monogram.tsx';

/**
 * What students build, drawn as their own screens in phone, tablet, laptop and monitor frames
 * (original SVG, no photographs). Everything takes its colour from the theme's tokens
 * (client/styles/student-work.css), so each app is in light mode on the light theme and in
 * dark mode on the dark one, and its words are set in the site's typeface. The devices are
 * <g> groups so a scene can place several in one drawing; a scene names itself (role="img")
 * or is hidden where it only decorates.
 */

type Place = { x: number; y: number; scale?: number; children: ReactNode };

const at = ({ x, y, scale = 1 }: Omit<Place, 'children'>) => `translate(${x} ${y}) scale(${scale})`;

/** A device's screen at (x, y): its glass, and the app drawn in the screen's own coordinates. */
function Screen({
  x,
  y,
  width,
  height,
  rx,
  children,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
  children: ReactNode;
}) {
  return (
    <>
      <rect className="sw-screen" x={x} y={y} width={width} height={height} rx={rx} />
      <svg x={x} y={y} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {children}
      </svg>
    </>
  );
}

/** A phone, 200 x 400; its screen is 180 x 380. */
export function PhoneDevice({ children, ...place }: Place) {
  return (
    <g transform={at(place)}>
      <rect className="sw-device" width="200" height="400" rx="32" />
      <Screen x={10} y={10} width={180} height={380} rx={24}>
        {children}
      </Screen>
      <rect className="sw-device" x="78" y="16" width="44" height="9" rx="4.5" />
    </g>
  );
}

/** A tablet on its side, 440 x 320; its screen is 400 x 280. */
export function TabletDevice({ children, ...place }: Place) {
  return (
    <g transform={at(place)}>
      <rect className="sw-device" width="440" height="320" rx="26" />
      <Screen x={20} y={20} width={400} height={280} rx={8}>
        {children}
      </Screen>
      <circle className="sw-device sw-device--base" cx="10" cy="160" r="3" />
    </g>
  );
}

/** A laptop, 560 x 340; its screen is 456 x 290. */
export function LaptopDevice({ children, ...place }: Place) {
  return (
    <g transform={at(place)}>
      <rect className="sw-device" x="40" y="0" width="480" height="318" rx="16" />
      <Screen x={52} y={14} width={456} height={290} rx={4}>
        {children}
      </Screen>
      <path className="sw-device sw-device--base" d="M0 318h560v6q0 16-16 16H16q-16 0-16-16z" />
      <rect className="sw-hinge" x="236" y="318" width="88" height="6" rx="3" />
    </g>
  );
}

/** A monitor on a stand, 520 x 380; its screen is 456 x 290. */
function MonitorDevice({ children, ...place }: Place) {
  return (
    <g transform={at(place)}>
      <path className="sw-device sw-device--base" d="M230 318h60l14 50h-88z" />
      <rect className="sw-device sw-device--base" x="180" y="362" width="160" height="12" rx="6" />
      <rect className="sw-device" x="0" y="0" width="520" height="330" rx="14" />
      <Screen x={32} y={20} width={456} height={290} rx={4}>
        {children}
      </Screen>
    </g>
  );
}

const text = (className: string) => `sw-t ${className}`;

/** A screen's title and the muted line under it, from (x, y): the title's baseline. */
function ScreenTitle({
  x,
  y,
  title,
  subtitle,
  gap = 16,
}: {
  x: number;
  y: number;
  title: string;
  subtitle: string;
  gap?: number;
}) {
  return (
    <>
      <text x={x} y={y} className={text('sw-t--title')}>
        {title}
      </text>
      <text x={x} y={y + gap} className={text('sw-t--xs sw-t--muted')}>
        {subtitle}
      </text>
    </>
  );
}

/** A phone app's top: the status bar, the app's title and a line under it. */
function PhoneAppHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <PhoneStatusBar />
      <ScreenTitle x={16} y={54} title={title} subtitle={subtitle} />
    </>
  );
}

function PhoneStatusBar() {
  return (
    <>
      <text x="16" y="24" className={text('sw-t--xs sw-t--bold')}>
        9:41
      </text>
      <rect className="sw-muted-fill" x="146" y="16" width="18" height="9" rx="2.5" />
    </>
  );
}

/** A browser's top bar on a laptop or monitor screen, with the app's address. */
function BrowserBar({ address }: { address: string }) {
  return (
    <>
      <rect className="sw-bar" width="456" height="26" />
      <circle className="sw-dot sw-dot--coral" cx="14" cy="13" r="4" />
      <circle className="sw-dot sw-dot--amber" cx="27" cy="13" r="4" />
      <circle className="sw-dot sw-dot--green" cx="40" cy="13" r="4" />
      <rect className="sw-field" x="148" y="6" width="160" height="14" rx="7" />
      <text x="228" y="16.5" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
        {address}
      </text>
    </>
  );
}

function Check({ x, y }: { x: number; y: number }) {
  return <path className="sw-check" d={`M${x - 4} ${y}l3 3 5-6`} />;
}

/** A row of a to-do list, 34 high: its card, a title over a detail from `textX`, and a box ticked when done. */
function TickRow({
  x,
  y,
  width,
  textX,
  title,
  detail,
  done,
  children,
}: {
  x: number;
  y: number;
  width: number;
  textX: number;
  title: string;
  detail: string;
  done: boolean;
  /** What stands before the words (an icon). */
  children?: ReactNode;
}) {
  const boxX = x + width - 26;
  return (
    <g>
      <rect className="sw-card" x={x} y={y} width={width} height="34" rx="10" />
      {children}
      <text x={textX} y={y + 15} className={text('sw-t--sm sw-t--bold')}>
        {title}
      </text>
      <text x={textX} y={y + 27} className={text('sw-t--xs sw-t--muted')}>
        {detail}
      </text>
      <rect className={done ? 'sw-box sw-box--done' : 'sw-box'} x={boxX} y={y + 8} width="18" height="18" rx="5" />
      {done ? <Check x={boxX + 9} y={y + 17} /> : null}
    </g>
  );
}

/** Planet Quiz (beginner): question 3 of 10, the right answer glowing green. */
export function QuizScreen() {
  const answers = ['Jupiter', 'Saturn', 'Mars', 'Neptune'];
  return (
    <>
      <PhoneAppHeader title={studentProjects.quiz.name} subtitle="Question 3 of 10" />
      <rect className="sw-chip sw-chip--amber" x="118" y="40" width="46" height="20" rx="10" />
      <text x="141" y="54" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        ★ 20
      </text>
      <rect className="sw-track" x="16" y="80" width="148" height="6" rx="3" />
      <rect className="sw-fill" x="16" y="80" width="44" height="6" rx="3" />
      <rect className="sw-card" x="16" y="98" width="148" height="92" rx="14" />
      <circle className="sw-planet" cx="90" cy="128" r="15" />
      <ellipse className="sw-planet-ring" cx="90" cy="128" rx="27" ry="6" />
      <text x="90" y="163" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        Which planet has
      </text>
      <text x="90" y="178" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        the most moons?
      </text>
      {answers.map((answer, index) => {
        const y = 202 + index * 36;
        const right = answer === 'Saturn';
        return (
          <g key={answer}>
            <rect className={right ? 'sw-answer sw-answer--right' : 'sw-answer'} x="16" y={y} width="148" height="30" rx="10" />
            <text x="30" y={y + 19} className={text(right ? 'sw-t--sm sw-t--bold' : 'sw-t--sm')}>
              {answer}
            </text>
            {right ? (
              <>
                <circle className="sw-ok" cx="148" cy={y + 15} r="8" />
                <Check x={148} y={y + 15} />
              </>
            ) : null}
          </g>
        );
      })}
      <rect className="sw-button" x="16" y="346" width="148" height="26" rx="13" />
      <text x="90" y="363" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Next question
      </text>
    </>
  );
}

/** Mochi's Day (beginner): today's care list and a week of walks. */
export function PetsScreen() {
  const tasks: [string, string, boolean][] = [
    ['Breakfast', '7:30 am', true],
    ['Morning walk', '8:15 am', true],
    ['Vitamins', '12:00 pm', true],
    ['Dinner', '6:00 pm', false],
  ];
  const walks = [34, 48, 26, 52, 40, 60, 30];
  return (
    <>
      <PhoneStatusBar />
      <circle className="sw-avatar" cx="34" cy="52" r="18" />
      <g className="sw-paw">
        <ellipse cx="34" cy="57" rx="6.5" ry="5.5" />
        <circle cx="25.5" cy="49" r="2.6" />
        <circle cx="30.5" cy="44.5" r="2.6" />
        <circle cx="37.5" cy="44.5" r="2.6" />
        <circle cx="42.5" cy="49" r="2.6" />
      </g>
      <text x="60" y="50" className={text('sw-t--title')}>
        {studentProjects.pets.name}
      </text>
      <text x="60" y="66" className={text('sw-t--xs sw-t--muted')}>
        3 of 4 done today
      </text>
      {tasks.map(([task, time, done], index) => {
        const y = 86 + index * 42;
        return (
          <TickRow key={task} x={16} y={y} width={148} textX={48} title={task} detail={time} done={done}>
            <circle className={`sw-icon sw-icon--${index}`} cx="33" cy={y + 17} r="8" />
          </TickRow>
        );
      })}
      <text x="16" y="274" className={text('sw-t--sm sw-t--bold')}>
        Walks this week
      </text>
      <text x="164" y="274" textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
        12 walks
      </text>
      {walks.map((height, index) => (
        <g key={index}>
          <rect
            className={index === 5 ? 'sw-fill' : 'sw-bar-mark'}
            x={22 + index * 21}
            y={350 - height}
            width="12"
            height={height}
            rx="4"
          />
          <text x={28 + index * 21} y="366" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
            {'MTWTFSS'[index]}
          </text>
        </g>
      ))}
    </>
  );
}

/** Backyard Weather (intermediate): a science-fair dashboard of a week's readings. */
export function WeatherScreen() {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  // Fahrenheit, as a Bay Area backyard's thermometer reads.
  const thisWeek = [61.5, 64.4, 63, 67.1, 69.8, 68.4, 64];
  const lastWeek = [57.2, 59.9, 60.8, 59, 62.6, 64.8, 61.5];
  const x = (day: number) => 60 + day * 58;
  const y = (fahrenheit: number) => 248 - ((fahrenheit - 50) / 24) * 72;
  const line = (temps: number[]) => temps.map((t, day) => `${x(day)},${y(t).toFixed(1)}`).join(' ');
  const tiles: [string, string][] = [
    ['65.5 °F', 'Average temperature'],
    ['0.4 in', 'Rain this week'],
    ['Sunny', 'Saturday’s forecast'],
  ];
  return (
    <>
      <BrowserBar address="backyard-weather.app" />
      <text x="20" y="52" className={text('sw-t--title')}>
        {studentProjects.weather.name}
      </text>
      <text x="20" y="67" className={text('sw-t--xs sw-t--muted')}>
        Science fair · a weather station in the backyard · 7 days
      </text>
      {tiles.map(([value, label], index) => (
        <g key={label}>
          <rect className="sw-card" x={20 + index * 142} y="80" width="132" height="48" rx="10" />
          <text x={32 + index * 142} y="104" className={text('sw-t--lg')}>
            {value}
          </text>
          <text x={32 + index * 142} y="119" className={text('sw-t--xs sw-t--muted')}>
            {label}
          </text>
        </g>
      ))}
      <circle className="sw-sun" cx="426" cy="100" r="8" />
      <rect className="sw-card" x="20" y="140" width="416" height="136" rx="10" />
      <text x="32" y="160" className={text('sw-t--xs sw-t--bold')}>
        Temperature (°F)
      </text>
      <line className="sw-series" x1="300" y1="157" x2="314" y2="157" />
      <text x="318" y="160" className={text('sw-t--xs sw-t--muted')}>
        This week
      </text>
      <line className="sw-series sw-series--then" x1="368" y1="157" x2="382" y2="157" />
      <text x="386" y="160" className={text('sw-t--xs sw-t--muted')}>
        Last week
      </text>
      {[74, 66, 58, 50].map((degrees) => (
        <g key={degrees}>
          <line className="sw-grid" x1="44" x2="424" y1={y(degrees)} y2={y(degrees)} />
          <text x="38" y={y(degrees) + 3} textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
            {degrees}
          </text>
        </g>
      ))}
      <polyline className="sw-series sw-series--then" points={line(lastWeek)} />
      <polyline className="sw-series" points={line(thisWeek)} />
      {thisWeek.map((t, day) => (
        <circle key={day} className="sw-point" cx={x(day)} cy={y(t)} r="3" />
      ))}
      {days.map((day, index) => (
        <text key={day} x={x(index)} y="266" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
          {day}
        </text>
      ))}
    </>
  );
}

/** Ticket Triage (professionals): an inbox sorted and labelled by AI. */
export function TriageScreen() {
  const folders: [string, string][] = [
    ['Inbox', '48'],
    ['Billing', '12'],
    ['Bugs', '9'],
    ['How-to', '21'],
    ['Sent', ''],
  ];
  const tickets: [string, string, string, string, string][] = [
    ['Kim Alvarez', 'Charged twice for March', 'Billing', 'amber', '97%'],
    ['Ana Ruiz', 'App closes when I export', 'Bug', 'coral', '94%'],
    ['Sam Patel', 'How do I add a teammate?', 'How-to', 'teal', '99%'],
    ['Chris Wong', 'Dark mode for reports?', 'Idea', 'violet', '88%'],
    ['Mia Chen', 'New address for invoices', 'Billing', 'amber', '96%'],
  ];
  return (
    <>
      <BrowserBar address="triage.internal" />
      <rect className="sw-side" x="0" y="26" width="98" height="264" />
      {folders.map(([folder, count], index) => (
        <g key={folder}>
          {index === 0 ? <rect className="sw-chip sw-chip--violet" x="8" y="40" width="82" height="22" rx="8" /> : null}
          <text x="18" y={55 + index * 26} className={text(index === 0 ? 'sw-t--sm sw-t--bold' : 'sw-t--sm')}>
            {folder}
          </text>
          <text x="82" y={55 + index * 26} textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
            {count}
          </text>
        </g>
      ))}
      <text x="114" y="50" className={text('sw-t--title')}>
        Inbox
      </text>
      <text x="114" y="65" className={text('sw-t--xs sw-t--muted')}>
        Sorted and labelled by AI · first replies drafted
      </text>
      {tickets.map(([from, subject, label, tone, confidence], index) => {
        const y = 76 + index * 42;
        return (
          <g key={subject}>
            <rect className="sw-card" x="114" y={y} width="326" height="36" rx="9" />
            <text x="126" y={y + 15} className={text('sw-t--sm sw-t--bold')}>
              {from}
            </text>
            <text x="126" y={y + 28} className={text('sw-t--xs sw-t--muted')}>
              {subject}
            </text>
            <rect className={`sw-chip sw-chip--${tone}`} x="330" y={y + 10} width="58" height="16" rx="8" />
            <text x="359" y={y + 21.5} textAnchor="middle" className={text('sw-t--xs sw-t--bold')}>
              {label}
            </text>
            <text x="428" y={y + 21.5} textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
              {confidence}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** A bar of code in the studio's file: its x, its row, its width and its colour. */
type CodeBar = [x: number, row: number, width: number, tone: 'violet' | 'teal' | 'amber' | 'muted'];

/**
 * The studio's left side on a laptop: the student's request, the assistant's answer with
 * "Show me the change", the file it changed, and the box to ask for the next change. The
 * answer's height follows its lines; the file takes the room left above the box.
 */
function StudioChat({
  request,
  requestWidth,
  reply,
  replyWidth,
  file,
  code,
}: {
  request: string[];
  requestWidth: number;
  reply: string[];
  replyWidth: number;
  file: string;
  code: CodeBar[];
}) {
  const requestX = 186 - requestWidth;
  const linkY = 118 + reply.length * 13;
  const codeY = linkY + 19;
  return (
    <>
      <rect className="sw-side" x="0" y="26" width="196" height="264" />
      <rect className="sw-bubble-me" x={requestX} y="40" width={requestWidth} height={11 + request.length * 13} rx="12" />
      {request.map((line, index) => (
        <text key={line} x={requestX + 12} y={57 + index * 13} className={text('sw-t--xs sw-t--on-button')}>
          {line}
        </text>
      ))}
      <rect className="sw-bubble-ai" x="10" y="100" width={replyWidth} height={linkY + 7 - 100} rx="12" />
      {reply.map((line, index) => (
        <text key={line} x="22" y={118 + index * 13} className={text('sw-t--xs')}>
          {line}
        </text>
      ))}
      <text x="22" y={linkY} className={text('sw-t--xs sw-t--link')}>
        Show me the change
      </text>
      <rect className="sw-code" x="10" y={codeY} width="176" height={256 - codeY} rx="8" />
      <text x="20" y={codeY + 15} className={text('sw-t--xs sw-t--code-label')}>
        {file}
      </text>
      {code.map(([cx, row, width, tone]) => (
        <rect
          key={`${cx}-${row}`}
          className={`sw-code-bar sw-code-bar--${tone}`}
          x={cx}
          y={codeY + 24 + row * 14}
          width={width}
          height="6"
          rx="3"
        />
      ))}
      <rect className="sw-field" x="10" y="262" width="176" height="20" rx="10" />
      <text x="22" y="275.5" className={text('sw-t--xs sw-t--muted')}>
        Ask for a change…
      </text>
    </>
  );
}

/** The studio with an app's preview: the chat on the left, the app on a phone beside it. */
function StudioWithPreview({
  address,
  chat,
  children,
}: {
  address: string;
  chat: Parameters<typeof StudioChat>[0];
  children: ReactNode;
}) {
  return (
    <>
      <BrowserBar address={address} />
      <StudioChat {...chat} />
      <text x="212" y="46" className={text('sw-t--xs sw-t--muted')}>
        Preview
      </text>
      <PhoneDevice x={250} y={40} scale={0.62}>
        {children}
      </PhoneDevice>
    </>
  );
}

/** The studio: a request to the assistant, its answer and the change, with Planet Quiz in the preview. */
export function StudioScreen() {
  return (
    <StudioWithPreview
      address="studio · planet-quiz"
      chat={{
        request: ['Make the right answer', 'glow green and keep', 'score, please!'],
        requestWidth: 130,
        reply: ['Done! A right answer now', 'glows green and adds', '10 points. Try question 3.'],
        replyWidth: 156,
        file: 'quiz.js',
        code: [
          [20, 0, 34, 'violet'],
          [58, 0, 70, 'teal'],
          [30, 1, 88, 'muted'],
          [30, 2, 52, 'amber'],
          [86, 2, 60, 'muted'],
          [20, 3, 24, 'violet'],
        ],
      }}
    >
      <QuizScreen />
    </StudioWithPreview>
  );
}

/** The studio as a beginner asks for a change to Card Maker: what vibe coding is, in one screen (a post's cover). */
export function CardStudioScreen() {
  return (
    <StudioWithPreview
      address="studio · card-maker"
      chat={{
        request: ['Let people pick the', 'card’s color, and add', 'confetti, please!'],
        requestWidth: 126,
        reply: ['Done! Four colors to pick', 'from, and confetti on the', 'card. Try a purple one.'],
        replyWidth: 160,
        file: 'card.js',
        code: [
          [20, 0, 30, 'violet'],
          [54, 0, 64, 'teal'],
          [30, 1, 80, 'muted'],
          [30, 2, 44, 'amber'],
          [78, 2, 56, 'muted'],
          [20, 3, 24, 'violet'],
        ],
      }}
    >
      <CardMakerScreen />
    </StudioWithPreview>
  );
}

/**
 * The studio on the AI-safety post: the assistant keeps a classmate's real name out of
 * Planet Quiz, and the student's own checklist before she shares it (the post's habits).
 */
export function SafetyScreen() {
  const checks: [string, string, boolean][] = [
    ['Tried a wrong answer', 'the score stays at 20', true],
    ['Read what changed', 'scores.js, 6 lines', true],
    ['No real names or photos', 'Player 1 to Player 4', true],
    ['Showed my mentor', 'before demo day', false],
  ];
  return (
    <>
      <BrowserBar address="studio · planet-quiz" />
      <StudioChat
        request={['Put Maya’s real name on', 'the high-score board', 'with her photo, please!']}
        requestWidth={146}
        reply={[
          'Let’s keep real names and',
          'photos out: the board now',
          'says Player 1 to Player 4.',
          'Try it, then check the score.',
        ]}
        replyWidth={170}
        file="scores.js"
        code={[
          [20, 0, 30, 'violet'],
          [54, 0, 64, 'teal'],
          [30, 1, 84, 'muted'],
          [20, 2, 40, 'amber'],
        ]}
      />
      <text x="214" y="52" className={text('sw-t--sm sw-t--bold')}>
        Before I share it
      </text>
      <text x="214" y="66" className={text('sw-t--xs sw-t--muted')}>
        {studentProjects.quiz.name} · 3 of 4 checked
      </text>
      {checks.map(([check, detail, done], index) => (
        <TickRow key={check} x={212} y={78 + index * 42} width={230} textX={224} title={check} detail={detail} done={done} />
      ))}
      <rect className="sw-button" x="212" y="254" width="230" height="26" rx="13" />
      <text x="327" y="271" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Ask a mentor to look
      </text>
    </>
  );
}

function Motif({ motif, x, y }: { motif: MotifId; x: number; y: number }) {
  switch (motif) {
    case 'planet':
      return (
        <>
          <circle className="sw-planet" cx={x} cy={y} r="12" />
          <ellipse className="sw-planet-ring" cx={x} cy={y} rx="22" ry="5" />
        </>
      );
    case 'paw':
      return (
        <g className="sw-paw sw-paw--on-thumb">
          <ellipse cx={x} cy={y + 4} rx="8" ry="6.5" />
          <circle cx={x - 10} cy={y - 5} r="3" />
          <circle cx={x - 4} cy={y - 10} r="3" />
          <circle cx={x + 4} cy={y - 10} r="3" />
          <circle cx={x + 10} cy={y - 5} r="3" />
        </g>
      );
    case 'chart':
      return (
        <polyline
          className="sw-series"
          points={`${x - 30},${y + 10} ${x - 14},${y} ${x},${y + 4} ${x + 14},${y - 10} ${x + 30},${y - 4}`}
        />
      );
    case 'check':
      return (
        <>
          {[-12, 0, 12].map((dy) => (
            <g key={dy}>
              <rect className="sw-box sw-box--done" x={x - 26} y={y + dy - 4} width="8" height="8" rx="2" />
              <rect className="sw-bar-mark" x={x - 14} y={y + dy - 2} width="40" height="4" rx="2" />
            </g>
          ))}
        </>
      );
    case 'cake':
      // A two-tier birthday cake with three candles.
      return (
        <>
          <rect className="sw-cake" x={x - 18} y={y + 2} width="36" height="12" rx="3" />
          <rect className="sw-cake" x={x - 12} y={y - 7} width="24" height="9" rx="3" />
          {[-7, 0, 7].map((dx) => (
            <g key={dx}>
              <rect className="sw-fill" x={x + dx - 1} y={y - 14} width="2" height="7" rx="1" />
              <circle className="sw-sun" cx={x + dx} cy={y - 16.5} r="2" />
            </g>
          ))}
        </>
      );
    case 'page':
      // A personal homepage: a round picture beside a name, then lines of text.
      return (
        <>
          <circle className="sw-fill" cx={x - 16} cy={y - 6} r="7" />
          <rect className="sw-bar-mark" x={x - 5} y={y - 10} width="26" height="4" rx="2" />
          <rect className="sw-bar-mark" x={x - 5} y={y - 3} width="18" height="3" rx="1.5" />
          <rect className="sw-bar-mark" x={x - 23} y={y + 6} width="44" height="3" rx="1.5" />
          <rect className="sw-bar-mark" x={x - 23} y={y + 12} width="36" height="3" rx="1.5" />
        </>
      );
    case 'star':
      return (
        <path className="sw-sun" d={`M${x} ${y - 16}l4.7 9.6 10.5 1.5-7.6 7.4 1.8 10.5-9.4-5-9.4 5 1.8-10.5-7.6-7.4 10.5-1.5z`} />
      );
  }
}

/** A beginner cohort's board (a post's cover): the level's five projects by week, each ticked off. */
export function BeginnerPlanScreen() {
  const { title, summary, projects } = beginnerPlan;
  return (
    <>
      <ScreenTitle x={20} y={34} gap={15} title={title} subtitle={summary} />
      <rect className="sw-chip sw-chip--teal" x="296" y="20" width="84" height="22" rx="11" />
      <text x="338" y="35" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        5 of 5 live
      </text>
      {projects.map(({ weeks, project, skill, motif }, index) => {
        const y = 60 + index * 42;
        return (
          <TickRow key={project} x={20} y={y} width={360} textX={78} title={project} detail={`${weeks} · ${skill}`} done>
            <rect className={`sw-thumb sw-thumb--${index % 3}`} x="26" y={y + 4} width="42" height="26" rx="5" />
            <g transform={`translate(47 ${y + 17}) scale(0.55)`}>
              <Motif motif={motif} x={0} y={0} />
            </g>
          </TickRow>
        );
      })}
    </>
  );
}

/** The class's poster of the three AI habits (a post's cover): each habit in a card, with its sign. */
export function HabitsScreen() {
  const { title, note, habits } = safetyHabits;
  const sign = (icon: (typeof habits)[number]['icon'], x: number, y: number) => {
    switch (icon) {
      case 'check':
        return <path className="sw-sign" d={`M${x - 8} ${y}l6 6 11-12`} />;
      case 'lock':
        return (
          <>
            <path className="sw-sign" d={`M${x - 5} ${y - 2}v-4a5 5 0 0 1 10 0v4`} />
            <rect className="sw-sign-fill" x={x - 8} y={y - 2} width="16" height="11" rx="3" />
          </>
        );
      case 'person':
        return (
          <>
            <circle className="sw-sign-fill" cx={x} cy={y - 5} r="4.5" />
            <path className="sw-sign-fill" d={`M${x - 9} ${y + 9}a9 8 0 0 1 18 0z`} />
          </>
        );
    }
  };
  return (
    <>
      <text x="200" y="40" textAnchor="middle" className={text('sw-t--title')}>
        {title}
      </text>
      <text x="200" y="56" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
        {note}
      </text>
      {habits.map((habit, index) => {
        const x = 20 + index * 124;
        return (
          <g key={habit.title}>
            <rect className="sw-card" x={x} y="74" width="112" height="150" rx="14" />
            <circle className={index === 0 ? 'sw-ok' : 'sw-fill'} cx={x + 56} cy="112" r="20" />
            {sign(habit.icon, x + 56, 112)}
            <text x={x + 56} y="154" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
              {habit.title}
            </text>
            {habit.lines.map((line, row) => (
              <text key={line} x={x + 56} y={174 + row * 13} textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
      <rect className="sw-button" x="90" y="240" width="220" height="26" rx="13" />
      <text x="200" y="257" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        I tried it, and here is what happened
      </text>
    </>
  );
}

/** The Social Impact Lab's order-ahead page for a neighborhood bakery: today's bakes and a pickup time. */
export function BakeryScreen() {
  const bakes: [string, string, number][] = [
    ['Sourdough loaf', '$8', 1],
    ['Morning buns', '$4', 2],
    ['Seeded rye', '$9', 0],
  ];
  return (
    <>
      <PhoneAppHeader title="Corner Bakery" subtitle="Order ahead, pick up warm" />
      <rect className="sw-thumb sw-thumb--1" x="16" y="82" width="148" height="64" rx="12" />
      <Motif motif="cake" x={90} y={114} />
      {bakes.map(([name, price, count], index) => {
        const y = 158 + index * 44;
        return (
          <g key={name}>
            <rect className="sw-card" x="16" y={y} width="148" height="36" rx="10" />
            <text x="28" y={y + 16} className={text('sw-t--sm sw-t--bold')}>
              {name}
            </text>
            <text x="28" y={y + 29} className={text('sw-t--xs sw-t--muted')}>
              {price}
            </text>
            <rect className={count ? 'sw-box sw-box--done' : 'sw-box'} x="132" y={y + 8} width="22" height="20" rx="6" />
            <text
              x="143"
              y={y + 22}
              textAnchor="middle"
              className={text(count ? 'sw-t--sm sw-t--bold sw-t--on-button' : 'sw-t--sm')}
            >
              {count || '+'}
            </text>
          </g>
        );
      })}
      <text x="16" y="306" className={text('sw-t--xs sw-t--muted')}>
        Pickup
      </text>
      <rect className="sw-chip sw-chip--teal" x="64" y="292" width="100" height="20" rx="10" />
      <text x="114" y="306" textAnchor="middle" className={text('sw-t--xs sw-t--bold')}>
        Sat 8:30 am
      </text>
      <rect className="sw-button" x="16" y="332" width="148" height="30" rx="15" />
      <text x="90" y="351" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Place order · $16
      </text>
    </>
  );
}

/** The same bakery's side: the morning's orders as the shop sees them. */
export function BakeryOrdersScreen() {
  const orders: [string, string, string, 'teal' | 'amber' | 'violet', string][] = [
    ['Rosa M.', '2 morning buns', '8:30', 'teal', 'Ready'],
    ['Sam K.', 'Sourdough loaf', '8:45', 'amber', 'Baking'],
    ['Nadia F.', 'Seeded rye, 4 buns', '9:00', 'violet', 'New'],
    ['Tom L.', '2 sourdough loaves', '9:15', 'violet', 'New'],
  ];
  return (
    <>
      <BrowserBar address="corner-bakery.org/orders" />
      <text x="20" y="54" className={text('sw-t--title')}>
        Today’s orders
      </text>
      <text x="20" y="70" className={text('sw-t--xs sw-t--muted')}>
        Saturday · 14 orders · 9 picked up
      </text>
      {orders.map(([name, items, time, tone, status], index) => {
        const y = 84 + index * 48;
        return (
          <g key={name}>
            <rect className="sw-card" x="20" y={y} width="416" height="40" rx="10" />
            <text x="36" y={y + 25} className={text('sw-t--sm sw-t--bold')}>
              {name}
            </text>
            <text x="130" y={y + 25} className={text('sw-t--sm sw-t--muted')}>
              {items}
            </text>
            <text x="300" y={y + 25} className={text('sw-t--sm')}>
              {time}
            </text>
            <rect className={`sw-chip sw-chip--${tone}`} x="350" y={y + 10} width="70" height="20" rx="10" />
            <text x="385" y={y + 24} textAnchor="middle" className={text('sw-t--xs sw-t--bold')}>
              {status}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** Page Turners (intermediate): Hana's reading log for her book club, March at a glance. */
export function ReadingScreen() {
  // March, Monday first, to today (the 26th): 1 a day she read, 0 a day she did not.
  const march = '11111011111110111111111111';
  const dayClass = (day: number) => (day >= march.length ? 'sw-box' : march[day] === '1' ? 'sw-fill' : 'sw-track');
  const finished: [string, number][] = [
    ['Hatchet', 0],
    ['Wonder', 2],
    ['Holes', 3],
  ];
  return (
    <>
      <text x="20" y="36" className={text('sw-t--title')}>
        {studentProjects.reading.name}
      </text>
      <text x="20" y="51" className={text('sw-t--xs sw-t--muted')}>
        {studentProjects.reading.maker.split(',')[0]}’s reading log · book club of 5
      </text>
      <rect className="sw-chip sw-chip--amber" x="284" y="22" width="96" height="22" rx="11" />
      <text x="332" y="37" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        12-day streak
      </text>
      <rect className="sw-card" x="20" y="64" width="180" height="122" rx="12" />
      <rect className="sw-icon--1" x="32" y="76" width="46" height="66" rx="4" />
      <circle className="sw-sun" cx="55" cy="98" r="9" />
      <rect className="sw-screen" x="39" y="122" width="32" height="4" rx="2" />
      <text x="88" y="84" className={text('sw-t--xs sw-t--muted')}>
        Now reading
      </text>
      <text x="88" y="98" className={text('sw-t--sm sw-t--bold')}>
        The Wild Robot
      </text>
      <text x="88" y="110" className={text('sw-t--xs sw-t--muted')}>
        Peter Brown
      </text>
      <rect className="sw-track" x="88" y="119" width="100" height="6" rx="3" />
      <rect className="sw-fill" x="88" y="119" width="74" height="6" rx="3" />
      <text x="88" y="137" className={text('sw-t--xs sw-t--muted')}>
        p. 212 of 288
      </text>
      <rect className="sw-button" x="32" y="154" width="156" height="22" rx="11" />
      <text x="110" y="168.5" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Log today’s pages
      </text>
      <text x="20" y="206" className={text('sw-t--xs sw-t--bold')}>
        Finished this year
      </text>
      {finished.map(([title, tone], index) => (
        <g key={title}>
          <rect className={`sw-icon--${tone}`} x={20 + index * 58} y="214" width="40" height="46" rx="4" />
          <text x={20 + index * 58} y="272" className={text('sw-t--xs sw-t--muted')}>
            {title}
          </text>
        </g>
      ))}
      <rect className="sw-card" x="212" y="64" width="168" height="150" rx="12" />
      <text x="224" y="82" className={text('sw-t--sm sw-t--bold')}>
        March
      </text>
      <text x="368" y="82" textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
        24 days read
      </text>
      {[...'MTWTFSS'].map((day, index) => (
        <text key={index} x={229 + index * 21} y="98" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
          {day}
        </text>
      ))}
      {Array.from({ length: 31 }, (_, day) => (
        <rect
          key={day}
          className={dayClass(day)}
          x={221 + (day % 7) * 21}
          y={104 + Math.floor(day / 7) * 21}
          width="16"
          height="16"
          rx="4"
        />
      ))}
      <rect className="sw-card" x="212" y="222" width="168" height="50" rx="12" />
      <text x="224" y="242" className={text('sw-t--sm sw-t--bold')}>
        Book club · Thu 4 pm
      </text>
      <text x="224" y="258" className={text('sw-t--xs sw-t--muted')}>
        Library · read to chapter 28
      </text>
    </>
  );
}

/** Card Maker (beginner): Ava's birthday card for any name and age, its colour picked, ready to make. */
export function CardMakerScreen() {
  const colours = [0, 1, 2, 3];
  const picked = 2;
  // Confetti over the card: [x, y, tone, turn].
  const confetti: [number, number, number, number][] = [
    [34, 146, 0, 20],
    [58, 160, 1, -30],
    [124, 150, 3, 45],
    [146, 168, 0, -15],
    [40, 196, 2, 60],
    [140, 204, 1, 10],
  ];
  return (
    <>
      <PhoneAppHeader title={studentProjects.cards.name} subtitle="A card for any birthday" />
      <text x="16" y="92" className={text('sw-t--xs sw-t--muted')}>
        For
      </text>
      <rect className="sw-field" x="16" y="98" width="100" height="24" rx="8" />
      <text x="26" y="114" className={text('sw-t--sm')}>
        Grandpa Joe
      </text>
      <text x="124" y="92" className={text('sw-t--xs sw-t--muted')}>
        Turns
      </text>
      <rect className="sw-field" x="124" y="98" width="40" height="24" rx="8" />
      <text x="144" y="114" textAnchor="middle" className={text('sw-t--sm')}>
        70
      </text>
      {/* The card in the picked colour (violet). */}
      <rect className="sw-thumb--0" x="16" y="134" width="148" height="150" rx="14" />
      {confetti.map(([x, y, tone, turn]) => (
        <rect
          key={`${x}-${y}`}
          className={`sw-icon--${tone}`}
          x={x}
          y={y}
          width="6"
          height="3"
          rx="1"
          transform={`rotate(${turn} ${x + 3} ${y + 1.5})`}
        />
      ))}
      <Motif motif="cake" x={90} y={186} />
      <text x="90" y="232" textAnchor="middle" className={text('sw-t--lg')}>
        Happy 70th,
      </text>
      <text x="90" y="250" textAnchor="middle" className={text('sw-t--lg')}>
        Grandpa Joe!
      </text>
      <text x="90" y="270" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
        Love, Ava
      </text>
      <text x="16" y="308" className={text('sw-t--xs sw-t--muted')}>
        Color
      </text>
      {colours.map((tone) => (
        <g key={tone}>
          {tone === picked ? <circle className="sw-point" cx={80 + tone * 24} cy="305" r="11" /> : null}
          <circle className={`sw-icon--${tone}`} cx={80 + tone * 24} cy="305" r="7.5" />
        </g>
      ))}
      <rect className="sw-button" x="16" y="330" width="148" height="28" rx="14" />
      <text x="90" y="348" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Make my card
      </text>
    </>
  );
}

/** Trivia League (intermediate): Aiden's game in play, teams racing the clock, the leaderboard live. */
export function TriviaScreen() {
  const answers = ['6', '8', '10', '12'];
  const teams: [string, number][] = [
    ['Comets', 42],
    ['Pixels', 38],
    ['Owls', 31],
  ];
  return (
    <>
      <PhoneAppHeader title={studentProjects.trivia.name} subtitle="Round 2 of 3 · Science" />
      <rect className="sw-chip sw-chip--coral" x="128" y="40" width="36" height="20" rx="10" />
      <text x="146" y="54" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        0:12
      </text>
      <rect className="sw-card" x="16" y="82" width="148" height="58" rx="14" />
      <text x="90" y="106" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        How many legs does
      </text>
      <text x="90" y="122" textAnchor="middle" className={text('sw-t--sm sw-t--bold')}>
        a spider have?
      </text>
      {answers.map((answer, index) => {
        const x = 16 + (index % 2) * 76;
        const y = 150 + Math.floor(index / 2) * 40;
        const right = answer === '8';
        return (
          <g key={answer}>
            <rect className={right ? 'sw-answer sw-answer--right' : 'sw-answer'} x={x} y={y} width="72" height="34" rx="10" />
            <text x={x + 36} y={y + 21} textAnchor="middle" className={text(right ? 'sw-t--lg' : 'sw-t--sm sw-t--bold')}>
              {answer}
            </text>
            {right ? (
              <>
                <circle className="sw-ok" cx={x + 60} cy={y + 12} r="7" />
                <Check x={x + 60} y={y + 12} />
              </>
            ) : null}
          </g>
        );
      })}
      <text x="16" y="250" className={text('sw-t--sm sw-t--bold')}>
        Leaderboard
      </text>
      <text x="164" y="250" textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
        Live
      </text>
      {teams.map(([team, score], index) => {
        const y = 260 + index * 30;
        return (
          <g key={team}>
            <circle className={`sw-icon--${index}`} cx="26" cy={y + 12} r="8" />
            <text x="26" y={y + 15.5} textAnchor="middle" className={text('sw-t--xs sw-t--bold sw-t--on-button')}>
              {index + 1}
            </text>
            <text x="42" y={y + 10} className={text('sw-t--sm sw-t--bold')}>
              Team {team}
            </text>
            <rect className="sw-track" x="42" y={y + 16} width="96" height="5" rx="2.5" />
            <rect className="sw-fill" x="42" y={y + 16} width={(96 * score) / 50} height="5" rx="2.5" />
            <text x="164" y={y + 19} textAnchor="end" className={text('sw-t--sm sw-t--bold')}>
              {score}
            </text>
          </g>
        );
      })}
      <text x="16" y="365" className={text('sw-t--xs sw-t--muted')}>
        4 friends playing · Room 12
      </text>
    </>
  );
}

/** Maple Street Lost & Found (advanced): Iris's board for her street, what was lost and what was found, on a tablet. */
export function LostFoundScreen() {
  const filters = ['All', 'Lost', 'Found', 'Pets'];
  const items: { title: string; where: string; found: boolean; thing: 'cat' | 'keys' | 'bike' }[] = [
    { title: 'Gray cat, Biscuit', where: 'Maple & 3rd · 2 h ago', found: false, thing: 'cat' },
    { title: 'Keys on a red strap', where: 'Bus stop · today', found: true, thing: 'keys' },
    { title: 'Purple kid’s bike', where: 'Oak Park · yesterday', found: true, thing: 'bike' },
  ];
  return (
    <>
      <text x="20" y="34" className={text('sw-t--title')}>
        {studentProjects.lostFound.name}
      </text>
      <text x="20" y="49" className={text('sw-t--xs sw-t--muted')}>
        For our street · 3 new today · a neighbor checks each post
      </text>
      <rect className="sw-button" x="296" y="20" width="84" height="24" rx="12" />
      <text x="338" y="35.5" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Post an item
      </text>
      {filters.map((filter, index) => (
        <g key={filter}>
          <rect
            className={index === 0 ? 'sw-chip sw-chip--violet' : 'sw-field'}
            x={20 + index * 54}
            y="60"
            width="48"
            height="20"
            rx="10"
          />
          <text
            x={44 + index * 54}
            y="73.5"
            textAnchor="middle"
            className={text(index === 0 ? 'sw-t--xs sw-t--bold' : 'sw-t--xs')}
          >
            {filter}
          </text>
        </g>
      ))}
      {items.map((item, index) => {
        const x = 20 + index * 124;
        const [cx, cy] = [x + 58, 132];
        return (
          <g key={item.title}>
            <rect className="sw-card" x={x} y="92" width="116" height="150" rx="12" />
            <rect className={`sw-thumb sw-thumb--${index}`} x={x + 8} y="100" width="100" height="64" rx="8" />
            {item.thing === 'cat' ? (
              <Motif motif="paw" x={cx} y={cy} />
            ) : item.thing === 'keys' ? (
              <g>
                <circle className="sw-outline" cx={cx - 10} cy={cy} r="9" />
                <rect className="sw-cake" x={cx - 2} y={cy - 3} width="26" height="6" rx="3" />
                <rect className="sw-cake" x={cx + 14} y={cy + 3} width="4" height="7" rx="1" />
              </g>
            ) : (
              <g>
                <circle className="sw-outline" cx={cx - 16} cy={cy + 8} r="11" />
                <circle className="sw-outline" cx={cx + 16} cy={cy + 8} r="11" />
                <path className="sw-series" d={`M${cx - 16} ${cy + 8}l12-18h16l4 18M${cx - 4} ${cy - 10}l6 18`} />
              </g>
            )}
            <rect
              className={item.found ? 'sw-chip sw-chip--teal' : 'sw-chip sw-chip--coral'}
              x={x + 8}
              y="172"
              width="44"
              height="16"
              rx="8"
            />
            <text x={x + 30} y="183.5" textAnchor="middle" className={text('sw-t--xs sw-t--bold')}>
              {item.found ? 'Found' : 'Lost'}
            </text>
            <text x={x + 8} y="204" className={text('sw-t--sm sw-t--bold')}>
              {item.title}
            </text>
            <text x={x + 8} y="218" className={text('sw-t--xs sw-t--muted')}>
              {item.where}
            </text>
            <text x={x + 8} y="234" className={text('sw-t--xs sw-t--link')}>
              {item.found ? 'It’s mine' : 'I saw it'}
            </text>
          </g>
        );
      })}
      <rect className="sw-card" x="20" y="252" width="360" height="20" rx="10" />
      <circle className="sw-ok" cx="34" cy="262" r="6" />
      <Check x={34} y={262} />
      <text x="46" y="265.5" className={text('sw-t--xs')}>
        4 things back with their owners this month
      </text>
    </>
  );
}

/** Club Sign-Up (advanced): the robotics club's spring events, as a member signs up on a phone. */
export function ClubScreen() {
  const events: [string, string, string, string, number, number][] = [
    ['MAR', '11', 'Build night', 'Thu 3:30 · Room 14', 12, 16],
    ['MAR', '20', 'Regional meet', 'Sat 8 am · by bus', 8, 8],
    ['APR', '7', 'Open house demo', 'Wed 6 pm · Gym', 9, 30],
  ];
  // Signed up for the first, waiting for the full one, free to join the last.
  const actions: [string, string, string][] = [
    ['sw-answer sw-answer--right', 'You’re in', 'sw-t--xs sw-t--bold'],
    ['sw-chip sw-chip--amber', 'Waitlist', 'sw-t--xs sw-t--bold'],
    ['sw-button', 'Sign up', 'sw-t--xs sw-t--bold sw-t--on-button'],
  ];
  return (
    <>
      {/* Titled as its caption names it (a designer read "Robotics Club" under "Club Sign-Up"). */}
      <PhoneAppHeader title={studentProjects.club.name} subtitle="Robotics Club · sign up by Friday" />
      {events.map(([month, day, title, when, taken, spots], index) => {
        const y = 82 + index * 80;
        const [action, label, labelClass] = actions[index]!;
        return (
          <g key={title}>
            <rect className="sw-card" x="16" y={y} width="148" height="72" rx="12" />
            <rect className={`sw-thumb sw-thumb--${index}`} x="26" y={y + 10} width="32" height="34" rx="8" />
            <text x="42" y={y + 22} textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
              {month}
            </text>
            <text x="42" y={y + 38} textAnchor="middle" className={text('sw-t--lg')}>
              {day}
            </text>
            <text x="66" y={y + 23} className={text('sw-t--sm sw-t--bold')}>
              {title}
            </text>
            <text x="66" y={y + 36} className={text('sw-t--xs sw-t--muted')}>
              {when}
            </text>
            <rect className="sw-track" x="26" y={y + 52} width="76" height="5" rx="2.5" />
            <rect
              className={taken < spots ? 'sw-fill' : 'sw-cake'}
              x="26"
              y={y + 52}
              width={(76 * taken) / spots}
              height="5"
              rx="2.5"
            />
            <text x="26" y={y + 66} className={text('sw-t--xs sw-t--muted')}>
              {taken < spots ? `${spots - taken} spots left` : 'Full · 3 waiting'}
            </text>
            <rect className={action} x="108" y={y + 48} width="48" height="18" rx="9" />
            <text x="132" y={y + 60} textAnchor="middle" className={text(labelClass)}>
              {label}
            </text>
          </g>
        );
      })}
      <text x="16" y="345" className={text('sw-t--sm')}>
        Day-before reminder
      </text>
      <rect className="sw-fill" x="134" y="333" width="30" height="16" rx="8" />
      <circle className="sw-knob" cx="156" cy="341" r="6" />
    </>
  );
}

/** The same app on the club lead's laptop: who is coming to the next build night. */
export function ClubListScreen() {
  const members: [string, string][] = [
    ['Omar B.', '8th'],
    ['Lena K.', '7th'],
    ['Theo M.', '8th'],
    ['Grace W.', '6th'],
    ['Ivan P.', '7th'],
    ['Zoe C.', '8th'],
  ];
  const circumference = 2 * Math.PI * 40;
  return (
    <>
      <BrowserBar address="robotics-club.app/lead" />
      <text x="20" y="54" className={text('sw-t--title')}>
        Build night
      </text>
      <text x="20" y="70" className={text('sw-t--xs sw-t--muted')}>
        Thu, Mar 11 · 3:30 pm · Room 14
      </text>
      <rect className="sw-card" x="20" y="84" width="150" height="150" rx="10" />
      <circle className="sw-ring" cx="95" cy="156" r="40" />
      <circle
        className="sw-ring sw-ring--done"
        cx="95"
        cy="156"
        r="40"
        strokeDasharray={`${(circumference * 12) / 16} ${circumference}`}
        transform="rotate(-90 95 156)"
      />
      <text x="95" y="158" textAnchor="middle" className={text('sw-t--lg')}>
        12 / 16
      </text>
      <text x="95" y="171" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
        signed up
      </text>
      <rect className="sw-card" x="182" y="84" width="254" height="150" rx="10" />
      <text x="196" y="104" className={text('sw-t--xs sw-t--bold')}>
        Who’s coming
      </text>
      {members.map(([name, grade], index) => {
        const x = 204 + (index % 2) * 118;
        const y = 128 + Math.floor(index / 2) * 34;
        return (
          <g key={name}>
            <circle className={`sw-icon sw-icon--${index % 4}`} cx={x} cy={y} r="10" />
            <text x={x} y={y + 3.5} textAnchor="middle" className={text('sw-t--xs sw-t--bold sw-t--on-button')}>
              {name[0]}
            </text>
            <text x={x + 16} y={y} className={text('sw-t--sm sw-t--bold')}>
              {name}
            </text>
            <text x={x + 16} y={y + 11} className={text('sw-t--xs sw-t--muted')}>
              {grade} grade
            </text>
          </g>
        );
      })}
      <rect className="sw-button" x="20" y="248" width="120" height="26" rx="13" />
      <text x="80" y="264.5" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Email a reminder
      </text>
      <rect className="sw-field" x="150" y="248" width="90" height="26" rx="13" />
      <text x="195" y="264.5" textAnchor="middle" className={text('sw-t--sm')}>
        Export list
      </text>
      <text x="436" y="265" textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
        Regional meet: full, 3 waiting
      </text>
    </>
  );
}

/** Wheelhouse Bookings (the Social Impact Lab): a bike shop's repairs and its free times this week. */
export function BookingScreen() {
  const repairs: [string, string][] = [
    ['Flat tire fix', '20 min · $15'],
    ['Tune-up', '1 hr · $65'],
    ['Brake check', '30 min · $25'],
  ];
  const days = [
    ['Tue', '9'],
    ['Wed', '10'],
    ['Thu', '11'],
    ['Fri', '12'],
    ['Sat', '13'],
  ];
  const times = ['10 am', '11 am', '12 pm', '1 pm', '2 pm', '3 pm'];
  // Each day's hours, 10 am to 3 pm: x booked, . free, * the time being booked.
  const week = ['x.xx..', 'xx.x.x', '.*x..x', 'xxx.x.', 'xxxx.x'];
  const slot = { x: 'sw-bar-mark', '.': 'sw-box', '*': 'sw-fill' } as Record<string, string>;
  return (
    <>
      <BrowserBar address="wheelhouse-bikes.org/book" />
      <text x="20" y="54" className={text('sw-t--title')}>
        Book a repair
      </text>
      <text x="20" y="69" className={text('sw-t--xs sw-t--muted')}>
        Wheelhouse Bike Repair · Tue-Sat
      </text>
      {repairs.map(([repair, detail], index) => {
        const y = 80 + index * 40;
        const chosen = index === 1;
        return (
          <g key={repair}>
            <rect className={chosen ? 'sw-chip sw-chip--violet' : 'sw-card'} x="20" y={y} width="150" height="34" rx="9" />
            <text x="32" y={y + 15} className={text('sw-t--sm sw-t--bold')}>
              {repair}
            </text>
            <text x="32" y={y + 27} className={text('sw-t--xs sw-t--muted')}>
              {detail}
            </text>
            {chosen ? (
              <>
                <circle className="sw-ok" cx="154" cy={y + 17} r="8" />
                <Check x={154} y={y + 17} />
              </>
            ) : null}
          </g>
        );
      })}
      <text x="20" y="213" className={text('sw-t--sm sw-t--bold')}>
        Thu, Mar 11 · 11 am
      </text>
      <text x="20" y="227" className={text('sw-t--xs sw-t--muted')}>
        Tune-up · pay when you pick up
      </text>
      <rect className="sw-button" x="20" y="240" width="150" height="28" rx="14" />
      <text x="95" y="258" textAnchor="middle" className={text('sw-t--sm sw-t--bold sw-t--on-button')}>
        Book it
      </text>
      <rect className="sw-card" x="186" y="40" width="250" height="236" rx="10" />
      {days.map(([day, date], column) => (
        <g key={day}>
          <text x={248 + column * 40} y="58" textAnchor="middle" className={text('sw-t--xs sw-t--bold')}>
            {day}
          </text>
          <text x={248 + column * 40} y="69" textAnchor="middle" className={text('sw-t--xs sw-t--muted')}>
            {date}
          </text>
          {[...week[column]!].map((state, row) => (
            <rect key={row} className={slot[state]} x={232 + column * 40} y={78 + row * 32} width="32" height="24" rx="6" />
          ))}
        </g>
      ))}
      {times.map((time, row) => (
        <text key={time} x="224" y={93 + row * 32} textAnchor="end" className={text('sw-t--xs sw-t--muted')}>
          {time}
        </text>
      ))}
    </>
  );
}

/** The demo-day wall: the cohort's projects on the big screen. */
export function DemoDayScreen() {
  return (
    <>
      <rect className="sw-bar" width="456" height="26" />
      <text x="228" y="17" textAnchor="middle" className={text('sw-t--xs sw-t--bold')}>
        Showcase night · every cohort
      </text>
      {demoDayWall.map((project, index) => (
        <WallCard
          key={project.name}
          project={project}
          tint={index % 3}
          x={20 + (index % 3) * 142}
          y={40 + Math.floor(index / 3) * 124}
        />
      ))}
    </>
  );
}

/** Nina's project page after the beginner level: her five apps, each live, beside her mentor's note. */
export function PortfolioScreen() {
  const { maker, mentor, apps, note } = beginnerPortfolio;
  const name = maker.split(',')[0]!;
  return (
    <>
      <BrowserBar address={`projects · ${name}`} />
      <text x="20" y="50" className={text('sw-t--title')}>
        {name}’s projects
      </text>
      <text x="20" y="64" className={text('sw-t--xs sw-t--muted')}>
        Kids Vibe Coding · Beginner level · {apps.length} apps, every one live
      </text>
      <rect className="sw-chip sw-chip--teal" x="326" y="38" width="110" height="22" rx="11" />
      <rect className="sw-box sw-box--done" x="333" y="43" width="12" height="12" rx="3" />
      <path className="sw-check" d="M336 49l2 2 4-4.5" />
      <text x="351" y="52.5" className={text('sw-t--xs sw-t--bold')}>
        Shown at demo day
      </text>
      {apps.map((app, index) => {
        const y = 74 + index * 40;
        return (
          <g key={app.name}>
            <rect className="sw-card" x="20" y={y} width="268" height="34" rx="8" />
            <rect className={`sw-thumb sw-thumb--${index % 3}`} x="25" y={y + 4} width="42" height="26" rx="5" />
            <g transform={`translate(46 ${y + 17}) scale(0.55)`}>
              <Motif motif={app.motif} x={0} y={0} />
            </g>
            <text x="76" y={y + 15} className={text('sw-t--sm sw-t--bold')}>
              {app.name}
            </text>
            <text x="76" y={y + 27} className={text('sw-t--xs sw-t--muted')}>
              {app.about}
            </text>
            <text x="280" y={y + 21} textAnchor="end" className={text('sw-t--xs sw-t--link')}>
              Open ↗
            </text>
          </g>
        );
      })}
      <rect className="sw-card" x="298" y="74" width="138" height="194" rx="10" />
      <circle className="sw-fill" cx="322" cy="100" r="14" />
      <text x="322" y="103.5" textAnchor="middle" className={text('sw-t--xs sw-t--bold sw-t--on-button')}>
        {initialsOf(mentor.name)}
      </text>
      <text x="342" y="97" className={text('sw-t--xs sw-t--muted')}>
        Mentor’s note
      </text>
      <text x="342" y="109" className={text('sw-t--xs sw-t--bold')}>
        {mentor.name}
      </text>
      {note.map((line, row) => (
        <text key={line} x="310" y={138 + row * 16} className={text('sw-t--sm')}>
          {line}
        </text>
      ))}
    </>
  );
}

/** One project on the demo-day wall, 132 x 112: its picture, its name and its maker (also pinned up in the lab). */
export function WallCard({ project, tint, x, y }: { project: (typeof demoDayWall)[number]; tint: number; x: number; y: number }) {
  return (
    <g>
      <rect className="sw-card" x={x} y={y} width="132" height="112" rx="10" />
      <rect className={`sw-thumb sw-thumb--${tint}`} x={x + 8} y={y + 8} width="116" height="58" rx="7" />
      <Motif motif={project.motif} x={x + 66} y={y + 37} />
      <text x={x + 12} y={y + 84} className={text('sw-t--sm sw-t--bold')}>
        {project.name}
      </text>
      <text x={x + 12} y={y + 99} className={text('sw-t--xs sw-t--muted')}>
        {project.maker}
      </text>
    </g>
  );
}

/** A scene's soft backdrop: a tinted panel and two brand-coloured discs. */
function Stage({ width, height }: { width: number; height: number }) {
  return (
    <>
      <rect className="sw-stage" width={width} height={height} />
      <circle className="sw-glow sw-glow--violet" cx={width * 0.12} cy={height * 0.2} r={height * 0.32} />
      <circle className="sw-glow sw-glow--teal" cx={width * 0.9} cy={height * 0.85} r={height * 0.36} />
    </>
  );
}

/**
 * Each drawing: its size, whether it stands on a backdrop (Stage), and its devices. `crop`
 * (x, y, width, height) is the part of it shown bare, where that is not the whole.
 */
const drawings: Record<
  SceneId,
  { width: number; height: number; staged: boolean; crop?: [number, number, number, number]; devices: ReactNode }
> = {
  // The studio on a laptop, Mochi's Day on a phone in front.
  hero: {
    width: 640,
    height: 470,
    staged: false,
    devices: (
      <>
        <LaptopDevice x={0} y={30}>
          <StudioScreen />
        </LaptopDevice>
        <PhoneDevice x={470} y={150} scale={0.8}>
          <PetsScreen />
        </PhoneDevice>
      </>
    ),
  },
  // One app from each kids level, beginner to advanced, left to right (the kids page's heading).
  levels: {
    width: 560,
    height: 430,
    staged: true,
    devices: (
      <>
        <PhoneDevice x={0} y={60} scale={0.9}>
          <CardMakerScreen />
        </PhoneDevice>
        <PhoneDevice x={380} y={60} scale={0.9}>
          <ClubScreen />
        </PhoneDevice>
        <PhoneDevice x={180} y={10}>
          <TriviaScreen />
        </PhoneDevice>
      </>
    ),
  },
  // The parents' guide's cover: a beginner describing a change to the assistant, and the app it became.
  'card-studio': {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <LaptopDevice x={74} y={70} scale={1.45}>
        <CardStudioScreen />
      </LaptopDevice>
    ),
  },
  dashboard: {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <LaptopDevice x={74} y={70} scale={1.45}>
        <WeatherScreen />
      </LaptopDevice>
    ),
  },
  'demo-day': {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <MonitorDevice x={103} y={46} scale={1.45}>
        <DemoDayScreen />
      </MonitorDevice>
    ),
  },
  // The beginner post's cover: the cohort's board of five apps.
  'beginner-plan': {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <TabletDevice x={150} y={80} scale={1.5}>
        <BeginnerPlanScreen />
      </TabletDevice>
    ),
  },
  // The AI-safety post's cover: the class's poster of its three habits.
  habits: {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <TabletDevice x={150} y={80} scale={1.5}>
        <HabitsScreen />
      </TabletDevice>
    ),
  },
  reading: {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <TabletDevice x={150} y={80} scale={1.5}>
        <ReadingScreen />
      </TabletDevice>
    ),
  },
  // Wide and short, for a program card or beside a heading: the member's phone before the lead's laptop.
  club: {
    width: 640,
    height: 300,
    staged: true,
    devices: (
      <>
        <LaptopDevice x={206} y={64} scale={0.62}>
          <ClubListScreen />
        </LaptopDevice>
        <PhoneDevice x={104} y={14} scale={0.68}>
          <ClubScreen />
        </PhoneDevice>
      </>
    ),
  },
  booking: {
    width: 640,
    height: 300,
    staged: true,
    devices: (
      <LaptopDevice x={96} y={14} scale={0.8}>
        <BookingScreen />
      </LaptopDevice>
    ),
  },
  // The Social Impact Lab's bakery: the order-ahead page beside the shop's orders.
  bakery: {
    width: 640,
    height: 300,
    staged: true,
    devices: (
      <>
        <LaptopDevice x={96} y={64} scale={0.62}>
          <BakeryOrdersScreen />
        </LaptopDevice>
        <PhoneDevice x={408} y={24} scale={0.68}>
          <BakeryScreen />
        </PhoneDevice>
      </>
    ),
  },
  // Nina's project page, for the Parents Hub's portfolio.
  portfolio: {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <LaptopDevice x={74} y={70} scale={1.45}>
        <PortfolioScreen />
      </LaptopDevice>
    ),
  },
  // The AI-safety post's cover: the studio keeping real names out, and the checklist.
  safety: {
    width: 960,
    height: 640,
    staged: true,
    devices: (
      <LaptopDevice x={74} y={70} scale={1.45}>
        <SafetyScreen />
      </LaptopDevice>
    ),
  },
  triage: {
    width: 560,
    height: 340,
    staged: false,
    devices: (
      <LaptopDevice x={0} y={0}>
        <TriageScreen />
      </LaptopDevice>
    ),
  },
  // The top of a program card (32:15): the whole device (rising cut from the card's lower edge, it read as a placeholder).
  // Kids: an advanced student's app for her street, on a tablet (the hero and the kids page show the other levels' apps).
  'kids-card': {
    width: 640,
    height: 300,
    staged: true,
    devices: (
      <TabletDevice x={148} y={28} scale={0.78}>
        <LostFoundScreen />
      </TabletDevice>
    ),
  },
  // A beginner's first build on its own phone, beside the home page's featured story of one.
  'quiz-phone': {
    width: 200,
    height: 400,
    staged: false,
    devices: (
      <PhoneDevice x={0} y={0}>
        <QuizScreen />
      </PhoneDevice>
    ),
  },
  // Professionals: a working tool on a laptop.
  'pros-card': {
    width: 640,
    height: 300,
    staged: true,
    devices: (
      <LaptopDevice x={101} y={24} scale={0.78}>
        <TriageScreen />
      </LaptopDevice>
    ),
  },
};

/**
 * One drawing, ready to place (the list above; `data-scene` names it, so a test can count
 * where each one stands). With a label it is an image with that name; without one it is
 * decoration, hidden from assistive technology.
 */
export function StudentWorkScene({
  scene,
  label,
  className,
  bare = false,
}: {
  scene: SceneId;
  label?: string;
  className?: string;
  /** Without the scene's backdrop, where the page's own background shows through. */
  bare?: boolean;
}) {
  const { width, height, staged, crop, devices } = drawings[scene];
  const [x, y, shownWidth, shownHeight] = bare && crop ? crop : [0, 0, width, height];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const classes = ['student-work', staged && !bare && 'student-work--staged', className].filter(Boolean).join(' ');
  return (
    <svg
      viewBox={`${x} ${y} ${shownWidth} ${shownHeight}`}
      width={shownWidth}
      height={shownHeight}
      className={classes}
      focusable="false"
      data-scene={scene}
      {...a11y}
    >
      {staged && !bare ? <Stage width={width} height={height} /> : null}
      {devices}
    </svg>
  );
}

/** A drawing of students' work with its caption (who built it, in which level); `inCard` sets it at the top of a card. */
export function WorkFigure({
  scene,
  label,
  caption,
  bare = false,
  inCard = false,
}: {
  scene: SceneId;
  label: string;
  caption: string;
  bare?: boolean;
  inCard?: boolean;
}) {
  return (
    <figure className={inCard ? 'program-work' : 'work-figure'}>
      <StudentWorkScene scene={scene} label={label} bare={bare} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
