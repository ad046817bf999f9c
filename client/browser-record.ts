/**
 * A small record this browser keeps in localStorage under one key (the cohort cards' waitlist
 * and seat lines): read as an object, or empty when absent, unreadable or storage is off;
 * written quietly, since without storage a line lasts for the visit only.
 */
export function readRecord<T>(key: string): Record<string, T> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, T>) : {};
  } catch {
    return {};
  }
}

export function writeRecord<T>(key: string, record: Record<string, T>): void {
  try {
    localStorage.setItem(key, JSON.stringify(record));
  } catch {
    // Storage off or full: nothing to keep.
  }
}
