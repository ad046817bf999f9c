import type { CampusContact } from '../../content/site.ts';

/** /locations: both campuses. Filled by issue #10. */
export function LocationsBody() {
  return null;
}

/** /locations/{campus}: one campus. Filled by issue #10. */
export function CampusBody(_props: { campusId: CampusContact['id'] }) {
  return null;
}
