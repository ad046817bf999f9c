import { CheckIcon } from './icons.tsx';
import { KeepWhole } from './KeepWhole.tsx';

/**
 * What a form becomes once it is sent (htmx swaps it in for the form): a heading that says
 * it arrived, what happens next, and a way to send another. An emptied form left live read
 * as "did it go?" and invited a second send. Focus moves here (client/mount.ts), so the
 * eye and a screen reader land on it at any width.
 */
export function FormDone({
  id,
  heading,
  text,
  again,
}: {
  id: string;
  heading: string;
  text: string;
  again: { label: string; href: string };
}) {
  return (
    <section className="card form-done" aria-labelledby={`${id}-heading`} tabIndex={-1} data-form-done>
      <span className="form-done__mark" aria-hidden="true">
        <CheckIcon />
      </span>
      <h2 id={`${id}-heading`} className="contact-form__heading">
        {heading}
      </h2>
      <p className="form-done__text">
        <KeepWhole text={text} />
      </p>
      <a className="btn btn--outline" href={again.href}>
        {again.label}
      </a>
    </section>
  );
}
