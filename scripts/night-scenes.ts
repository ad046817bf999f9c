/**
 * Writes the dark theme's version of each campus drawing (public/images/campuses/*-night.svg)
 * from the day drawing: the same scene at dusk, so nothing glares on the dark theme's navy.
 * Sky and sun become night and moon, lit windows stay warm, every other colour is dimmed
 * and cooled. Run `npm run night-scenes` after editing a campus drawing;
 * tests/api/night-scenes.test.ts fails while a night version and its day disagree.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = 'public/images/campuses';

/** Colours with a meaning at night: the sky, the sun (now the moon), lit windows. */
const nightColours: Record<string, string> = {
  '#dcf4f7': '#141c38', // East Bay's sky
  '#ede9fe': '#1a1840', // South Bay's sky
  '#ffffff': '#a3acc2', // walls and clouds, in moonlight
  '#fcd34d': '#e5e7eb', // sun -> moon
  '#fde68a': '#fcd34d', // a lit window glows
};

const hex = (value: number) =>
  Math.round(Math.max(0, Math.min(255, value)))
    .toString(16)
    .padStart(2, '0');

/** Dimmed and pulled toward the night's navy: 45% of the colour over a dark blue. */
function dusk(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)) as [number, number, number];
  const navy = [20, 28, 56];
  const mix = (channel: number, index: number) => channel * 0.45 + navy[index]! * 0.55;
  return `#${hex(mix(r, 0))}${hex(mix(g, 1))}${hex(mix(b, 2))}`;
}

export function nightScene(daySvg: string): string {
  return daySvg.replace(/#[0-9a-f]{6}\b/gi, (colour) => nightColours[colour.toLowerCase()] ?? dusk(colour.toLowerCase()));
}

export const dayScenes = () =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.svg') && !name.endsWith('-night.svg'))
    .map((name) => ({ day: join(folder, name), night: join(folder, name.replace(/\.svg$/, '-night.svg')) }));

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { day, night } of dayScenes()) {
    writeFileSync(night, nightScene(readFileSync(day, 'utf8')));
    console.log(`wrote ${night}`);
  }
}
