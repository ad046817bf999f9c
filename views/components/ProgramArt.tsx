import type { ProgramCard } from '../content/programs.ts';
import { programCardArt } from '../content/student-work.ts';
import { StudentWorkScene } from './StudentWork.tsx';

/**
 * A program card's picture: what a student of the program builds, on its devices, in the
 * style of every other drawing of students' work (views/components/StudentWork.tsx). A card
 * of another program brings its own picture (ProgramCardView's `art`).
 */
export function ProgramArt({ program }: { program: ProgramCard['id'] }) {
  const art = program === 'kids' || program === 'professionals' ? programCardArt[program] : undefined;
  return art ? <StudentWorkScene scene={art.scene} label={art.label} className="program-art" /> : null;
}
