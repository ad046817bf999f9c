import { CheckIcon } from './icons.tsx';
import { KeepWhole } from './KeepWhole.tsx';

/**
 * At the top of an emptied form once it is sent: what was sent and what happens next, in the
 * success colours. The toast fades; this stays. Focus moves to it (client/mount.ts), which
 * brings it into view: by the button, below a form left empty, it read as "did it go?".
 */
export function FormSent({ text }: { text: string | undefined }) {
  return text ? (
    <p className="form-sent" role="status" tabIndex={-1} data-form-done>
      <CheckIcon />{' '}
      <span>
        <KeepWhole text={text} />
      </span>
    </p>
  ) : null;
}
