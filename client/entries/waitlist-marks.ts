// Pages that know where a family stands in a line (the parent's page, an offer's end): this
// browser's "on the waitlist" lines on the cohort cards follow them, and the parent's page
// its "your family has a seat" lines. The parent's receipt prints as the payment result's does.
import { initWaitlistForget, initWaitlistMarks, initWaitlistOffered } from '../islands/waitlist-joined.ts';
import { initSeatMarks } from '../islands/seat-marks.ts';
import { initPrintReceipt } from '../islands/print-receipt.ts';
import { mountIslands } from '../mount.ts';

mountIslands({
  'waitlist-marks': initWaitlistMarks,
  'waitlist-forget': initWaitlistForget,
  'waitlist-offered': initWaitlistOffered,
  'seat-marks': initSeatMarks,
  'print-receipt': initPrintReceipt,
});
