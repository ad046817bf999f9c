/** The contact information beside the contact form (/contact): phone, e-mail, campuses, hours. Filled by issue #10. */
export function ContactInfo() {
  return null;
}
