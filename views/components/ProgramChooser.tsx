import { ChevronRightIcon } from './icons.tsx';

export type ProgramChoice = {
  /** Who is starting, as a parent would say it ("A child, ages 8-14"). */
  who: string;
  program: string;
  /** One fact a parent checks first: its price or its cost. */
  fact: string;
  href: string;
};

/**
 * Beside the heading of a page that asks which program fits: the answer by who is starting,
 * each a way straight to its program's page. A list of links, so it works without JavaScript
 * and reads as a list to a screen reader.
 */
export function ProgramChooser({ heading, choices }: { heading: string; choices: readonly ProgramChoice[] }) {
  return (
    <nav className="card program-chooser" aria-labelledby="program-chooser-heading">
      <p id="program-chooser-heading" className="eyebrow">
        {heading}
      </p>
      <ul>
        {choices.map((choice) => (
          <li key={choice.href}>
            <a href={choice.href}>
              <span className="program-chooser__who">{choice.who}</span>
              <span className="program-chooser__program">
                {choice.program} <span className="muted">· {choice.fact}</span>
              </span>
              <ChevronRightIcon className="program-chooser__arrow" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
