import type { ReactNode } from 'react';

/**
 * A submit button that reads `busyLabel` (with a spinner) from the moment its form is
 * sent until the answer arrives (client/islands/busy-form.ts marks it), and cannot be
 * pressed twice meanwhile. `name`/`value` say which action it asks for. Only one label
 * is displayed at a time, so the button's accessible name is the one on screen.
 */
export function BusyButton({
  children,
  busyLabel,
  className = 'btn btn--primary',
  name,
  value,
  id,
}: {
  children: ReactNode;
  busyLabel: string;
  className?: string;
  name?: string;
  value?: string;
  id?: string;
}) {
  return (
    <button type="submit" className={`${className} busy-button`} name={name} value={value} id={id}>
      <span className="busy-button__idle">{children}</span>
      <span className="busy-button__busy">
        <span className="spinner" /> {busyLabel}
      </span>
    </button>
  );
}
