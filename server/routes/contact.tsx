import { Router, type Request } from 'express';
import { z } from 'zod';
import { ContactForm, contactFormPath } from '../../views/components/ContactForm.tsx';
import { contactForm } from '../../views/content/contact-form.ts';
import { emailSlipPurposes, toasts } from '../../views/content/messages.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { ContactInfo } from '../../views/pages/content/ContactInfo.tsx';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import { closings } from '../../views/content/closings.ts';
import type { AppContext } from '../context.ts';
import { contactSchema, contactSubjects } from '../../domain/contact.ts';
import { formHandlers, type FormState } from '../http/forms.ts';
import type { PageSpec } from '../http/render.tsx';
import { writeRateLimit } from '../http/security.ts';
import { recordContactMessage } from '../services/contact-messages.ts';

const emptyForm: FormState = { values: {}, errors: {}, revalidate: false };

/**
 * The subject a link chose for the visitor (`?subject=enrollment`, the professionals' Apply),
 * or none: anything but one of the form's own subjects is ignored.
 */
const subjectChosen = z.enum(contactSubjects).optional().catch(undefined);
/** A message a link may start (`?about=syllabus`); anything else is ignored. */
type Starter = keyof typeof contactForm.starters;
const starterKeys = Object.keys(contactForm.starters) as [Starter, ...Starter[]];
const starterChosen = z.enum(starterKeys).optional().catch(undefined);

/**
 * /contact: the contact details and the contact form, its post (htmx or plain), its
 * re-validation, and POST /api/contact. Each message is stored with its time.
 */
export function contactRoutes({ db, clock, renderer, config, rateLimits, mail }: AppContext): Router {
  const router = Router();
  const info = pageMetadata.contact;
  // Only accepted messages count, so a visitor fixing typos is never locked out.
  const sendLimit = writeRateLimit({
    limit: 10,
    windowMs: 10 * 60_000,
    countFailures: false,
    store: rateLimits.storeFor('contact'),
  });

  const contactPage = (req: Request, state: FormState): PageSpec => ({
    meta: renderer.metaOf(req, info),
    body: (
      <InfoPage info={withStarterLead(state)} cta={closings.contact}>
        <ContactInfo form={<ContactForm {...state} />} />
      </InfoPage>
    ),
    bundles: ['htmx', 'forms'],
  });

  /** The page's lead names what a link's started message asks for (the syllabus), while the message still says it. */
  const withStarterLead = (state: FormState) => {
    const started = starterKeys.find((key) => state.values.message === contactForm.starters[key]);
    return started ? { ...info, lead: contactForm.starterLeads[started] } : info;
  };

  const contact = formHandlers(renderer, {
    schema: contactSchema,
    form: (_req, _res, state) => <ContactForm {...state} />,
    page: (req, _res, state) => contactPage(req, state),
    save: (_req, _res, input) => recordContactMessage(db, clock, mail, input),
    // htmx: an empty form under a line saying what was sent (the toast fades), and the toast;
    // without JavaScript: the page again, empty, with the toast (which stays without a script).
    done: (_req, _res, _result, data) => ({
      location: contactFormPath,
      toast: toasts.messageSent,
      htmx: 'reset',
      notice: data && contactForm.sent(data.name, data.email),
    }),
    json: () => ({ status: 201, body: { message: 'Message sent' } }),
    failed: toasts.messageFailed,
    secureCookies: config.isProduction,
    emailSlip: { field: 'email', purpose: emailSlipPurposes.contact },
  });

  // The empty page is the same for everyone (one per subject a link may choose): rendered once
  // and served from the cache.
  router.get(info.path, (req, res) => {
    const subject = subjectChosen.parse(req.query.subject);
    const about = starterChosen.parse(req.query.about);
    const values = { ...(subject ? { subject } : {}), ...(about ? { message: contactForm.starters[about] } : {}) };
    const form = { ...emptyForm, values };
    const key = `${subject ?? ''}:${about ?? ''}`;
    return renderer.cachedPage(req, res, () => ({ ...contactPage(req, form), cacheTags: ['static'] }), key);
  });
  router.post(info.path, sendLimit, contact.submit);
  router.post(`${info.path}/validate`, contact.validate);
  router.post('/api/contact', sendLimit, contact.api);
  return router;
}
