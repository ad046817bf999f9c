/** The Parents hub and its three subpages. Filled by issue #10. */
export function ParentsBody() {
  return null;
}
export function WhyCodingBody() {
  return null;
}
export function ResourcesBody() {
  return null;
}
export function ScholarshipsPricingBody() {
  return null;
}
