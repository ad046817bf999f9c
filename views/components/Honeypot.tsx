import { honeypotField } from '../../domain/forms.ts';

/** A field people never see or fill; bots that fill every field are quietly ignored (server/http/forms.ts). */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
