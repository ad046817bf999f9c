import { CheckIcon } from './icons.tsx';
import { KeepWhole } from './KeepWhole.tsx';

/**
 * Over an emptied form once it is sent: what was sent and what happens next, in the success
 * colours. The toast fades; this stays. Placed by the button, where the eye is after sending
 * (the form's top may be off a phone's screen).
 */
export function FormSent({ text }: { text: string | undefined }) {
  return text ? (
    <p className="form-sent" role="status">
      <CheckIcon />{' '}
      <span>
        <KeepWhole text={text} />
      </span>
    </p>
  ) : null;
}
