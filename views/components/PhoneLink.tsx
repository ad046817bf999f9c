/** 'tel:+14085550142' from '(408) 555-0142': a ten-digit number is taken as a US one. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** A phone number as a link that dials it on a phone. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={className}>
      {phone}
    </a>
  );
}
