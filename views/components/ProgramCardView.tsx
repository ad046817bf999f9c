import { ProgramArt } from './ProgramArt.tsx';
import type { ProgramCard } from '../content/programs.ts';

/**
 * A program card; `extra` holds what the page adds (e.g. the next-session line), `art` a
 * picture of students' work in place of the program's drawing.
 */
export function ProgramCardView({
  program,
  buttonLabel = program.buttonLabel,
  href = program.path,
  extra,
  art,
}: {
  program: ProgramCard;
  buttonLabel?: string;
  href?: string;
  extra?: React.ReactNode;
  art?: React.ReactNode;
}) {
  return (
    <article className="card program-card" aria-labelledby={`program-${program.id}`}>
      {art ?? <ProgramArt program={program.id} />}
      <p className="badge">{program.subtitle}</p>
      <h3 id={`program-${program.id}`}>{program.title}</h3>
      <p className="muted">{program.description}</p>
      <ul>
        {program.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {extra}
      {/* The price and the button end the card, so side by side the prices line up. */}
      <p className="program-card__price">
        {program.price} <small>{program.priceNote}</small>
      </p>
      <a href={href} className="btn btn--primary">
        {buttonLabel}
      </a>
    </article>
  );
}
