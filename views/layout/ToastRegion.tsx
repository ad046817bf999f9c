import { CloseIcon } from '../components/icons.tsx';

export type Toast = { title: string; description?: string; variant?: 'default' | 'destructive' };

export function ToastView({ toast }: { toast: Toast }) {
  return (
    <div className={`toast${toast.variant === 'destructive' ? ' toast--destructive' : ''}`} role="status" data-toast>
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        <p className="toast__description" hidden={!toast.description}>
          {toast.description}
        </p>
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" data-toast-close>
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * One toast at a time. A full page may arrive with a flash toast already inside;
 * htmx responses raise a `toast` event (HX-Trigger) that the toasts island shows.
 */
export function ToastRegion({ flash }: { flash: Toast | undefined }) {
  return (
    <section className="toast-region" data-island="toasts" aria-label="Notifications" aria-live="polite">
      {flash ? <ToastView toast={flash} /> : null}
      <template data-toast-template>
        <ToastView toast={{ title: '' }} />
      </template>
    </section>
  );
}
