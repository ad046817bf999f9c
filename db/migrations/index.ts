import type { Migration } from 'kysely';
import * as initial from './20261122T0000_initial.ts';
import * as enrollments from './20261122T0100_enrollments.ts';
import * as levelWaitlist from './20261122T0200_level_waitlist.ts';
import * as forms from './20261122T0300_forms.ts';
import * as adminSessions from './20261122T0400_admin_sessions.ts';
import * as fairShare from './20261123T0000_fair_share.ts';
import * as rateLimits from './20261123T0100_rate_limits.ts';
import * as draftSaves from './20261123T0200_draft_saves.ts';
import * as courseSchedules from './20261123T0300_course_schedules.ts';
import * as outbox from './20261123T0400_outbox.ts';
import * as staffConsole from './20261123T0500_staff_console.ts';
import * as waitlistOffers from './20261124T0000_waitlist_offers.ts';
import * as parentAccounts from './20261124T0100_parent_accounts.ts';
import * as cancellations from './20261124T0200_cancellations.ts';
import * as switches from './20261124T0300_switches.ts';
import * as prices from './20261125T0000_prices.ts';
import * as promoCodes from './20261125T0100_promo_codes.ts';
import * as scholarships from './20261126T0000_scholarships.ts';
import * as enrollmentCounts from './20261127T0000_enrollment_counts.ts';
import * as readingTimes from './20261128T0000_reading_times.ts';
import * as eastBaySundays from './20261129T0000_east_bay_sundays.ts';
import * as studioHours from './20261130T0000_studio_hours.ts';
import * as paymentStudent from './20261201T0000_payment_student.ts';
import * as sundaysName from './20261202T0000_sundays_name.ts';
import * as paymentClass from './20261203T0000_payment_class.ts';
import * as replacedOfferLink from './20261204T0000_replaced_offer_link.ts';

/**
 * Every migration, by its timestamped name. Listed statically (instead of read from
 * the folder) so that tsx, vitest and a bundler all load them the same way.
 * Add new ones at the end; never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261122T0000_initial': initial,
  '20261122T0100_enrollments': enrollments,
  '20261122T0200_level_waitlist': levelWaitlist,
  '20261122T0300_forms': forms,
  '20261122T0400_admin_sessions': adminSessions,
  '20261123T0000_fair_share': fairShare,
  '20261123T0100_rate_limits': rateLimits,
  '20261123T0200_draft_saves': draftSaves,
  '20261123T0300_course_schedules': courseSchedules,
  '20261123T0400_outbox': outbox,
  '20261123T0500_staff_console': staffConsole,
  '20261124T0000_waitlist_offers': waitlistOffers,
  '20261124T0100_parent_accounts': parentAccounts,
  '20261124T0200_cancellations': cancellations,
  '20261124T0300_switches': switches,
  '20261125T0000_prices': prices,
  '20261125T0100_promo_codes': promoCodes,
  '20261126T0000_scholarships': scholarships,
  '20261127T0000_enrollment_counts': enrollmentCounts,
  '20261128T0000_reading_times': readingTimes,
  '20261129T0000_east_bay_sundays': eastBaySundays,
  '20261130T0000_studio_hours': studioHours,
  '20261201T0000_payment_student': paymentStudent,
  '20261202T0000_sundays_name': sundaysName,
  '20261203T0000_payment_class': paymentClass,
  '20261204T0000_replaced_offer_link': replacedOfferLink,
};
