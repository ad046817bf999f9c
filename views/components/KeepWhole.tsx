import { referencePattern } from '../../domain/references.ts';
import { keepTogether } from '../format.ts';

const referenceSplit = new RegExp(`(${referencePattern.source})`, 'g');

/**
 * A message as a page shows it: its dates, ranges and short compounds kept whole
 * (keepTogether), and any reference in it ('VC-627592') in a no-wrap span rather than with
 * a joiner, so a parent who copies it pastes exactly what staff can look up.
 */
export function KeepWhole({ text }: { text: string }) {
  return text.split(referenceSplit).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      keepTogether(part)
    ),
  );
}
