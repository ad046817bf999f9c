import { maxScholarshipPercent } from '../../domain/scholarships.ts';
import { cancellationPolicy } from './cancellation-policy.ts';
import { programDetails } from './kids-curriculum.ts';
import { programFacts } from './programs.ts';
import { projectCredit, studentProjects } from './student-work.ts';

const detail = (label: string) => programDetails.find((item) => item.label === label)?.value ?? '';
const refundWindow = cancellationPolicy.windows.find((window) => window.tone === 'refund');

/**
 * What stands beside an inner page's heading (views/components/PageHeader.tsx): a panel of
 * facts a parent checks first, or a picture of what students build. Every value comes from
 * its one source, so the panel cannot disagree with the pages it sums up.
 */
export const parentsAtAGlance = {
  heading: 'At a glance',
  facts: [
    // Both age ranges the hub speaks of: its questions answer for the middle school program.
    [
      'Ages',
      `${programFacts.kids.ages} in ${programFacts.kids.name}; ${programFacts.middleSchool.ages} in the ${programFacts.middleSchool.name}`,
    ],
    ['Price', `${programFacts.kids.price} ${programFacts.kids.priceNote}`],
    ['Class size', detail('Class size')],
    ['Scholarships', `Up to ${maxScholarshipPercent}% off, one per cohort`],
    ...(refundWindow ? [['If plans change', `${refundWindow.outcome.replace(/\.$/, '')}, ${refundWindow.when}`] as const] : []),
  ] as const satisfies readonly (readonly [string, string])[],
};

const { quiz, pets, triage } = studentProjects;

/** The kids page's picture: the two beginner apps, and who built them. */
export const kidsHeaderWork = {
  scene: 'phones',
  bare: true,
  label: `Two phones: ${quiz.name}, ${quiz.summary}; and ${pets.name}, ${pets.summary}`,
  caption: `Built in the beginner level: ${quiz.name} (${quiz.maker}) and ${pets.name} (${pets.maker})`,
} as const;

/** The professionals page's picture: a tool a working professional built. */
export const professionalsHeaderWork = {
  scene: 'triage',
  label: `A laptop showing ${triage.name}, ${triage.summary}`,
  caption: projectCredit(triage),
} as const;
