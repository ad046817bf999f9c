import type { CampusContact } from '../content/site.ts';
import { keepTogether } from '../format.ts';

/**
 * The campuses pinned on a simple map of the Bay Area, so a parent sees at once which side of
 * the bay each is on: /locations opens on it, a campus's page pins its own. Drawn here (no map tiles, nothing fetched):
 * the water is the bay's shoreline and the coast, simplified, in longitude and latitude;
 * three cities a parent knows give the bearings. Its colours are the theme's.
 */

/**
 * The area the map shows: the bay and the coast. A degree of longitude is shorter than one of
 * latitude here (cos 37.6°).
 */
const north = 37.88;
const south = 37.25;
const perLat = 620;
const perLon = perLat * Math.cos((37.6 * Math.PI) / 180);
const west = -122.62;
const east = -121.66;

const height = Math.round((north - south) * perLat);
const width = Math.round((east - west) * perLon);

/** Where a point of the map stands in the drawing, unrounded (the shores' curves). */
const project = (lon: number, lat: number) => [(lon - west) * perLon, (north - lat) * perLat] as const;

/**
 * The water, one outline: in from the Marin coast through the Golden Gate, up the bay's east
 * shore to its southern tip at Alviso, back along the Peninsula's bay shore to San Francisco,
 * then down the ocean coast (Ocean Beach, Pacifica, Half Moon Bay) and round by the map's edges
 * (the ocean reaches the map's west edge).
 */
const water: [number, number][] = [
  [west, 37.88],
  [-122.6, 37.88],
  [-122.57, 37.86],
  [-122.53, 37.83],
  [-122.48, 37.83],
  [-122.48, 37.86],
  [-122.47, 37.88],
  [-122.35, 37.88],
  [-122.31, 37.87],
  [-122.29, 37.83],
  [-122.32, 37.8],
  [-122.33, 37.78],
  [-122.27, 37.76],
  [-122.23, 37.72],
  [-122.19, 37.69],
  [-122.16, 37.63],
  [-122.1, 37.55],
  [-122.05, 37.5],
  [-121.98, 37.46],
  [-122.0, 37.44],
  [-122.06, 37.44],
  [-122.11, 37.46],
  [-122.17, 37.5],
  [-122.24, 37.54],
  [-122.26, 37.57],
  [-122.3, 37.59],
  [-122.37, 37.61],
  [-122.39, 37.68],
  [-122.37, 37.72],
  [-122.39, 37.76],
  [-122.39, 37.8],
  [-122.42, 37.81],
  [-122.48, 37.81],
  [-122.51, 37.78],
  [-122.51, 37.74],
  [-122.5, 37.68],
  [-122.5, 37.62],
  [-122.52, 37.54],
  [-122.47, 37.47],
  [-122.45, 37.4],
  [-122.41, 37.31],
  [-122.4, south],
  [west, south],
];

/**
 * The outline as a path: a shore is a smooth curve through its points (Catmull-Rom, as cubic
 * Béziers), where it meets the map's edge a straight line, so the frame keeps its corners.
 */
function outline(): string {
  const points = water;
  const onEdge = ([lon, lat]: [number, number]) => lon <= west || lat >= north || lat <= south;
  const at = points.map(([lon, lat]) => project(lon, lat));
  const n = at.length;
  const pt = ([px, py]: readonly [number, number]) => `${px.toFixed(1)} ${py.toFixed(1)}`;
  let d = `M${pt(at[0]!)}`;
  for (let i = 0; i < n; i++) {
    const [a, b] = [at[i]!, at[(i + 1) % n]!];
    if (onEdge(points[i]!) || onEdge(points[(i + 1) % n]!)) {
      d += `L${pt(b)}`;
      continue;
    }
    const [before, after] = [at[(i - 1 + n) % n]!, at[(i + 2) % n]!];
    const c1 = [a[0] + (b[0] - before[0]) / 6, a[1] + (b[1] - before[1]) / 6] as const;
    const c2 = [b[0] - (after[0] - a[0]) / 6, b[1] - (after[1] - a[1]) / 6] as const;
    d += `C${pt(c1)} ${pt(c2)} ${pt(b)}`;
  }
  return `${d}Z`;
}

/** Cities for bearings, each name to the right of its dot. */
const landmarks: { name: string; lon: number; lat: number }[] = [
  { name: 'San Francisco', lon: -122.42, lat: 37.77 },
  { name: 'Oakland', lon: -122.25, lat: 37.8 },
  { name: 'San Jose', lon: -121.89, lat: 37.34 },
];

/** The water's path, the same on every map: drawn once. */
const waterPath = outline();

const labelOf = (campuses: readonly CampusContact[]) =>
  `A map of the Bay Area: ${campuses.map((campus) => `the ${campus.name} in ${campus.city}`).join(' and ')}, ${campuses.length === 2 ? 'on either side of the south end of the bay' : 'by the south end of the bay'}`;

/** The drawing itself. */
function MapDrawing({ campuses }: { campuses: readonly CampusContact[] }) {
  const x = (lon: number) => Math.round(project(lon, north)[0]);
  const y = (lat: number) => Math.round(project(west, lat)[1]);
  // The ocean's name, off the coast to the south.
  const ocean = { lon: -122.53, lat: 37.33 };
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={labelOf(campuses)}
      focusable="false"
    >
      <rect className="campus-map__land" width={width} height={height} />
      <path className="campus-map__water" d={waterPath} />
      {/* Names of the water, level and small, where each is widest. */}
      <text className="campus-map__sea" x={x(-122.275)} y={y(37.665)} textAnchor="middle">
        <tspan x={x(-122.275)}>San Francisco</tspan>
        <tspan x={x(-122.275)} dy="13">
          Bay
        </tspan>
      </text>
      <text className="campus-map__sea" x={x(ocean.lon)} y={y(ocean.lat)} textAnchor="middle">
        <tspan x={x(ocean.lon)}>Pacific</tspan>
        <tspan x={x(ocean.lon)} dy="13">
          Ocean
        </tspan>
      </text>
      {landmarks.map((place) => (
        <g key={place.name} className="campus-map__city">
          <circle cx={x(place.lon)} cy={y(place.lat)} r="3" />
          <text x={x(place.lon) + 7} y={y(place.lat) + 4}>
            {place.name}
          </text>
        </g>
      ))}
      {campuses.map((campus) => {
        const [px, py] = [x(campus.mapPoint.lon), y(campus.mapPoint.lat)];
        const left = campus.mapPoint.label === 'left';
        const tx = left ? px - 14 : px + 14;
        return (
          <g key={campus.id} className="campus-map__campus">
            <path className="campus-map__pin" d={`M${px} ${py}c-7-9-11-14-11-19a11 11 0 0 1 22 0c0 5-4 10-11 19z`} />
            <circle className="campus-map__pin-dot" cx={px} cy={py - 19} r="4" />
            <text x={tx} y={py - 20} textAnchor={left ? 'end' : 'start'} className="campus-map__name">
              {campus.name}
            </text>
            <text x={tx} y={py - 4} textAnchor={left ? 'end' : 'start'} className="campus-map__area">
              {campus.city}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A campus's page (the campus alone, its street under it) and /locations (both, their hours under them). */
export function CampusMap({ campuses, caption }: { campuses: readonly CampusContact[]; caption: string }) {
  return (
    <figure className="campus-map">
      <MapDrawing campuses={campuses} />
      <figcaption>{keepTogether(caption)}</figcaption>
    </figure>
  );
}
