import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../components/icons.tsx';
import { KeepWhole } from '../components/KeepWhole.tsx';

export type ToastVariant = 'default' | 'success' | 'destructive';
export type Toast = {
  title: string;
  description?: string;
  /**
   * A line of our own under the spec's words, on the page a plain form post returns to (a
   * page without JavaScript has no other place to say it): the place taken in a waitlist.
   */
  detail?: string;
  variant?: ToastVariant;
  /**
   * The query parameter that raised this flash toast (`cancelled`): the toasts island takes it
   * out of the address once the toast is shown, so a reload does not say it again.
   */
  fromParam?: string;
};

/**
 * A toast: an icon for its kind (information, success, error) next to its words, so the
 * kind never rests on colour alone. With JavaScript the close button dismisses it (and
 * a timer does); without, the flash toast's own checkbox hides it (client/styles/toasts.css).
 * The client clones this markup for the toasts it raises and switches the variant class.
 */
export function ToastView({ toast }: { toast: Toast }) {
  const variant = toast.variant ?? 'default';
  return (
    <div className={`toast toast--${variant}`} role="status" data-toast data-toast-param={toast.fromParam}>
      <span className="toast__icon" aria-hidden="true">
        <InfoIcon className="toast__icon-default" />
        <CheckIcon className="toast__icon-success" />
        <AlertIcon className="toast__icon-destructive" />
      </span>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        <p className="toast__description" hidden={!toast.description}>
          {toast.description ? <KeepWhole text={toast.description} /> : null}
        </p>
        {toast.detail ? (
          <p className="toast__description">
            <KeepWhole text={toast.detail} />
          </p>
        ) : null}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" data-toast-close>
        <CloseIcon />
      </button>
      <label className="toast__dismiss">
        <input type="checkbox" className="toast__dismiss-box" />
        <CloseIcon />
        <span className="visually-hidden">Close notification</span>
      </label>
    </div>
  );
}

/**
 * One toast at a time. A full page may arrive with a flash toast already inside;
 * htmx responses raise a `toast` event (HX-Trigger) that the toasts island shows.
 * `top`: under the header rather than in the bottom corner, where a page's own button
 * stands (the focused checkout's Continue to Payment, the demo page's Pay).
 */
export function ToastRegion({ flash, top = false }: { flash: Toast | undefined; top?: boolean }) {
  return (
    <section
      className={top ? 'toast-region toast-region--top' : 'toast-region'}
      data-island="toasts"
      aria-label="Notifications"
      aria-live="polite"
    >
      {flash ? <ToastView toast={flash} /> : null}
      <template data-toast-template>
        <ToastView toast={{ title: '' }} />
      </template>
    </section>
  );
}
