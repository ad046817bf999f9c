/** 'Starting {Month Year}' or 'Coming Soon' for the kids program (spec section 4). */
export function NextSession({ label }: { label: string }) {
  return (
    <p className="next-session">
      <span className="badge badge--success">{label}</span>
    </p>
  );
}
