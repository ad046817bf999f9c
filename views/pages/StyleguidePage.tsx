import type { ReactNode } from 'react';
import type { Course } from '../../domain/courses.ts';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { CohortCard } from '../components/CohortCard.tsx';
import { FactList } from '../components/FactList.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { FigureList } from '../components/FigureList.tsx';
import { LinkCards } from '../components/LinkCards.tsx';
import { NameTiles } from '../components/NameTiles.tsx';
import { ToolList } from '../components/ToolList.tsx';
import { StepList } from '../components/StepList.tsx';
import { TestimonialCards } from '../components/TestimonialCards.tsx';
import { parentTestimonials } from '../content/testimonials.ts';
import { industryLeaders } from '../content/home.ts';
import { FormField } from '../components/FormField.tsx';
import { NextSession } from '../components/NextSession.tsx';
import { SeatsBadge } from '../components/SeatsBadge.tsx';
import { ToastView } from '../layout/ToastRegion.tsx';

/** The colour tokens, by role (client/styles/tokens.css). */
const colourTokens = [
  ['--bg', 'Page'],
  ['--bg-soft', 'Alternate section'],
  ['--surface', 'Card'],
  ['--surface-2', 'Raised, hover'],
  ['--border', 'Border'],
  ['--field-border', 'Field edge'],
  ['--text', 'Text'],
  ['--muted', 'Secondary text'],
  ['--primary', 'Primary action'],
  ['--accent', 'Accent'],
  ['--focus', 'Focus ring'],
  ['--success', 'Success'],
  ['--warning', 'Warning'],
  ['--destructive', 'Destructive'],
  ['--info', 'Information'],
] as const;

const typeScale = [
  ['--text-3xl', 'Heading 1'],
  ['--text-2xl', 'Heading 2'],
  ['--text-xl', 'Heading 3'],
  ['--text-lg', 'Lead text'],
  ['--text-base', 'Body text'],
  ['--text-sm', 'Small text'],
  ['--text-xs', 'Badges and captions'],
] as const;

const spacing = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-5', '--space-6', '--space-7', '--space-8'];

/** A sample cohort in each state a card can be in. */
const sampleCourse = (id: number, availableSeats: number): Course => ({
  id,
  name: `Sample cohort ${id}`,
  description: 'A sample cohort for the style guide.',
  level: 'beginner',
  cohortType: id % 2 ? 'south-bay' : 'east-bay',
  location: 'Cupertino, CA',
  format: 'In person, small group',
  dates: 'January 16 - March 6, 2027',
  startDate: '2027-01-16',
  endDate: '2027-03-06',
  schedule: 'Saturdays, 10:00 AM - 12:30 PM',
  price: 675,
  availableSeats,
  status: 'active',
});

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="styleguide__specimen">
      <h3 className="styleguide__label">{title}</h3>
      {children}
    </section>
  );
}

/** Every component once, in the theme its wrapper names. */
function Components({ theme }: { theme: 'dark' | 'light' }) {
  const id = (name: string) => `${theme}-${name}`;
  return (
    <div className="styleguide__theme" data-theme={theme}>
      <h2>{theme === 'dark' ? 'Dark theme (default)' : 'Light theme'}</h2>
      <Specimen title="Colour">
        <ul className="styleguide__swatches">
          {colourTokens.map(([token, role]) => (
            <li key={token}>
              <span className="styleguide__swatch" data-token={token} />
              <code>{token}</code> {role}
            </li>
          ))}
        </ul>
      </Specimen>
      <Specimen title="Type">
        {typeScale.map(([token, role]) => (
          <p key={token} className="styleguide__type" data-token={token}>
            {role} <code>{token}</code>
          </p>
        ))}
      </Specimen>
      <Specimen title="Spacing">
        <ul className="styleguide__spacing">
          {spacing.map((token) => (
            <li key={token}>
              <span className="styleguide__space" data-token={token} /> <code>{token}</code>
            </li>
          ))}
        </ul>
      </Specimen>
      <Specimen title="Buttons">
        <div className="button-row">
          <a href="#buttons" className="btn btn--primary">
            Primary
          </a>
          <a href="#buttons" className="btn btn--outline">
            Outline
          </a>
          <button type="button" className="btn btn--primary" disabled>
            Disabled
          </button>
          <a href="#buttons" className="btn btn--primary btn--lg">
            Large
          </a>
        </div>
      </Specimen>
      <Specimen title="Badges">
        <div className="button-row">
          <span className="badge">South Bay</span>
          <NextSession start={new Date('2027-01-16T00:00:00Z')} />
          <SeatsBadge available={5} />
          <SeatsBadge available={2} />
          <SeatsBadge available={0} />
        </div>
      </Specimen>
      <Specimen title="Breadcrumb">
        <Breadcrumb items={[{ label: 'Programs', href: '/programs' }, { label: 'This page' }]} />
      </Specimen>
      <Specimen title="Cohort cards">
        <div className="styleguide__cards">
          {[5, 1, 0].map((seats, index) => (
            // Ids differ per theme: the page shows every component twice.
            <CohortCard key={seats} course={sampleCourse(index + 1 + (theme === 'dark' ? 0 : 3), seats)} />
          ))}
        </div>
      </Specimen>
      <Specimen title="Form fields">
        <div className="card">
          <div className="form-grid">
            <FormField
              idPrefix={id('sample')}
              name="name"
              label="Parent Name"
              required
              values={{ name: 'Ada' }}
              errors={{}}
              revalidateUrl={undefined}
            />
            <FormField
              idPrefix={id('sample')}
              name="email"
              label="Parent Email"
              required
              values={{ email: 'ada@example' }}
              errors={{ email: 'Invalid email address' }}
              revalidateUrl={undefined}
            />
            <FormField
              idPrefix={id('sample')}
              name="grade"
              label="Student Grade"
              values={{}}
              errors={{}}
              revalidateUrl={undefined}
            />
          </div>
        </div>
      </Specimen>
      <Specimen title="Facts">
        <div className="card">
          <FactList
            facts={[
              ['Dates', 'January 16 - March 6, 2027'],
              ['Schedule', 'Saturdays, 10:00 AM - 12:30 PM'],
            ]}
          />
        </div>
      </Specimen>
      <Specimen title="Toasts">
        <div className="styleguide__toasts">
          <ToastView
            toast={{ title: 'Payment Cancelled', description: 'Your payment was cancelled. You can try again when ready.' }}
          />
          <ToastView
            toast={{ title: 'Interest Recorded!', description: "We'll notify you as soon as spots open up.", variant: 'success' }}
          />
          <ToastView
            toast={{ title: 'Error', description: 'Failed to submit your interest. Please try again.', variant: 'destructive' }}
          />
        </div>
      </Specimen>
      <Specimen title="Content blocks: features, link cards, steps (cards and rows), figures, tools, names">
        <FeatureGrid
          items={[
            { title: 'Small classes', text: 'Groups of 6-8 students per mentor.' },
            { title: 'Real AI tools', text: 'The tools professionals use.' },
          ]}
          columns={2}
        />
        <LinkCards
          items={[{ title: 'Our Story', text: 'Founded in 2020.', href: '/about/our-story', linkLabel: 'Read our story' }]}
          columns={2}
        />
        <StepList
          items={[
            { title: 'Describe', text: 'Say what the app should do.' },
            { title: 'Verify', text: 'Run it and test it.' },
          ]}
          columns={2}
        />
        <StepList
          items={[
            { title: 'Build first', text: 'Make something real in the first session.' },
            { title: 'Ship and present', text: 'Show it to families on demo day.' },
          ]}
          layout="rows"
        />
        <FeatureGrid items={[{ title: 'Beginners welcome', text: 'No coding experience is needed.' }]} layout="rows" />
        <FigureList
          items={[
            { value: '150+', label: 'Students taught' },
            { value: '1500+', label: 'Hours taught' },
          ]}
        />
        <ToolList items={industryLeaders.slice(0, 2)} label="Tools" />
        <NameTiles items={[{ name: 'Bayview Academy', note: 'Partner school' }]} label="Partner names" />
      </Specimen>
      <Specimen title="Questions and stories">
        <FaqList
          items={[
            { question: 'Does my child need any coding experience?', answer: 'No. We start from the beginning.' },
            { question: 'How big are the classes?', answer: '6-8 students per mentor.' },
          ]}
          openFirst={1}
        />
        <TestimonialCards items={parentTestimonials.slice(0, 1)} />
      </Specimen>
      <Specimen title="Status card">
        <div className="card status-card">
          <h2>Course Full</h2>
          <p className="muted">Unfortunately, this course is at capacity.</p>
        </div>
      </Specimen>
    </div>
  );
}

/**
 * The living style guide (/styleguide): the design tokens and every component in both
 * themes, side by side. Not linked, not indexed; the browser tests screenshot it.
 */
export function StyleguidePage() {
  return (
    <section className="section styleguide">
      <div className="container">
        <h1>Style guide</h1>
        <p className="muted">
          The design system in use: tokens, type, spacing and components, in both themes (docs/design-system.md).
        </p>
      </div>
      <div className="styleguide__themes">
        <Components theme="dark" />
        <Components theme="light" />
      </div>
    </section>
  );
}
