import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { DemoPaymentSessionsTable } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { PaymentProvider, PaymentSession } from './provider.ts';

export type DemoSessionRow = Selectable<DemoPaymentSessionsTable>;

/** A demo session as its hosted page shows it: the stored row and its status now (an open session past its expiry is expired). */
export type DemoSessionView = { row: DemoSessionRow; status: PaymentSession['status'] };

/** What the demo's hosted page shows and does. */
export type DemoHostedCheckout = {
  find: (sessionId: string) => Promise<DemoSessionView | undefined>;
  /** The parent presses Pay: an open, unexpired session becomes complete and paid. False when it cannot be paid. */
  pay: (sessionId: string) => Promise<boolean>;
};

export type DemoPaymentProvider = PaymentProvider & { name: 'demo'; hostedCheckout: DemoHostedCheckout };

export const isDemoProvider = (provider: PaymentProvider): provider is DemoPaymentProvider => provider.name === 'demo';

/** The hosted page's path for a session. */
export const demoCheckoutPath = (sessionId: string) => `/demo-checkout/${encodeURIComponent(sessionId)}`;

/**
 * The demo payment provider, used when no Stripe key is configured: it plays Stripe
 * Checkout's part on this server (a hosted page that charges nothing) and keeps its
 * sessions in the database, so every instance sees them. Its Pay goes through the same
 * fulfilment as a Stripe webhook, and its Cancel returns to the same cancel URL.
 */
export function demoProvider({ db, clock }: { db: Db; clock: Clock }): DemoPaymentProvider {
  const find = (sessionId: string) =>
    db.selectFrom('demo_payment_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();

  // A session past its expiry reads as expired, as Stripe's would.
  const sessionOf = (row: DemoSessionRow): PaymentSession => ({
    id: row.id,
    enrollmentId: row.enrollment_id,
    status: row.status === 'open' && row.expires_at <= clock.now().toISOString() ? 'expired' : row.status,
    paid: row.payment_status === 'paid',
    amountCents: row.amount_cents,
    currency: row.currency,
    paymentIntentId: row.payment_status === 'paid' ? `demo_pi_${row.id}` : null,
  });

  return {
    name: 'demo',
    checkoutOrigin: undefined,

    async createCheckout(request) {
      const id = `demo_cs_${randomBytes(24).toString('hex')}`;
      await db
        .insertInto('demo_payment_sessions')
        .values({
          id,
          enrollment_id: request.enrollmentId,
          description: request.description,
          student_name: request.studentName,
          class_schedule: request.schedule,
          class_location: request.location,
          customer_email: request.customerEmail,
          amount_cents: request.amountCents,
          currency: request.currency,
          status: 'open',
          payment_status: 'unpaid',
          expires_at: request.expiresAt.toISOString(),
          success_url: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancel_url: request.cancelUrl,
          created_at: clock.now().toISOString(),
        })
        .execute();
      return { sessionId: id, url: new URL(request.successUrl).origin + demoCheckoutPath(id) };
    },

    async retrieveSession(sessionId) {
      const row = await find(sessionId);
      return row && sessionOf(row);
    },

    async expireSession(sessionId) {
      await db
        .updateTable('demo_payment_sessions')
        .set({ status: 'expired' })
        .where('id', '=', sessionId)
        .where('status', '=', 'open')
        .execute();
      const row = await find(sessionId);
      return row && sessionOf(row);
    },

    async refund({ session }) {
      return `demo_re_${session.id}`;
    },

    hostedCheckout: {
      async find(sessionId) {
        const row = await find(sessionId);
        return row && { row, status: sessionOf(row).status };
      },
      async pay(sessionId) {
        const { numUpdatedRows } = await db
          .updateTable('demo_payment_sessions')
          .set({ status: 'complete', payment_status: 'paid' })
          .where('id', '=', sessionId)
          .where('status', '=', 'open')
          .where('expires_at', '>', clock.now().toISOString())
          .executeTakeFirst();
        return numUpdatedRows > 0n;
      },
    },
  };
}
