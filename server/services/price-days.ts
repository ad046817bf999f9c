import { schoolDate } from '../../domain/schedule.ts';
import type { Clock } from '../clock.ts';
import type { ContentChanges } from './content-changes.ts';

/**
 * Prices depend on the day (an early bird ends at midnight in San Francisco), and the pages
 * and answers that show them are cached under 'courses'. This watcher, run every minute
 * beside the hold sweep, drops them once when the school's day changes, on every instance.
 */
export function priceDayWatcher(deps: { clock: Clock; changes: ContentChanges }): () => boolean {
  let day = schoolDate(deps.clock.now());
  return () => {
    const today = schoolDate(deps.clock.now());
    if (today === day) return false;
    day = today;
    deps.changes.changed('courses');
    return true;
  };
}
