/**
 * Loaded into the site by the mixed load test only (node --import): on SIGUSR2 it runs
 * a full garbage collection and writes process.memoryUsage() to BENCH_MEMORY_FILE, so the
 * bench can compare the heap that stays alive before and after the load.
 */
import fs from 'node:fs';

const file = process.env['BENCH_MEMORY_FILE'];
if (file) {
  process.on('SIGUSR2', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    fs.writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
