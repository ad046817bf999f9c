import type { ReferenceKind } from '../../domain/references.ts';

/** The words of the console's "Find a reference" box (/admin). */
export const findReferenceCopy = {
  label: 'Find a reference',
  hint: 'What a family quotes from an email or a page: VC-… for an enrollment, SA-… for a scholarship application.',
  submit: 'Find',
  empty: 'Enter the reference the family gave, such as VC-627592',
  notAReference: 'That is not a reference: it starts VC- or SA- and has six digits, such as VC-627592',
  noRecord: (kind: ReferenceKind, reference: string) =>
    `No ${kind === 'enrollment' ? 'enrollment' : 'scholarship application'} has the reference ${reference}. Check it with the family.`,
};
