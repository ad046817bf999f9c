/** The About hub and its three subpages. Filled by issue #10. */
export function AboutBody() {
  return null;
}
export function OurStoryBody() {
  return null;
}
export function InstructorsBody() {
  return null;
}
export function MethodologyBody() {
  return null;
}
