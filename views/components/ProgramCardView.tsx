import { ProgramArt } from './ProgramArt.tsx';
import type { ProgramCard } from '../content/programs.ts';

/** A program card; `extra` holds what the page adds (e.g. the next-session line). */
export function ProgramCardView({
  program,
  buttonLabel = program.buttonLabel,
  href = program.path,
  extra,
}: {
  program: ProgramCard;
  buttonLabel?: string;
  href?: string;
  extra?: React.ReactNode;
}) {
  return (
    <article className="card program-card" aria-labelledby={`program-${program.id}`}>
      <ProgramArt program={program.id} />
      <p className="badge">{program.subtitle}</p>
      <h3 id={`program-${program.id}`}>{program.title}</h3>
      <p className="muted">{program.description}</p>
      <ul>
        {program.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="program-card__price">
        {program.price} <small>{program.priceNote}</small>
      </p>
      {extra}
      <a href={href} className="btn btn--primary">
        {buttonLabel}
      </a>
    </article>
  );
}
