/**
 * A list of strings stored as JSON text (a request's interests): read back as strings,
 * and anything that is not a JSON array reads as none rather than failing the page.
 */
export function storedList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
