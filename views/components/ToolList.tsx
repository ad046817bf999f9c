import { phoneRowAttributes } from './FeatureGrid.tsx';
import { BranchIcon, CloudIcon, SparkIcon, TutorIcon } from './icons.tsx';

/** What kind of tool it is (what students use it for): named on the card and drawn by a glyph of ours. */
export type ToolKind = 'AI assistant' | 'AI tutor' | 'Code hosting' | 'App hosting';
export type Tool = { name: string; kind: ToolKind; use: string };

const glyphs: Record<ToolKind, typeof SparkIcon> = {
  'AI assistant': SparkIcon,
  'AI tutor': TutorIcon,
  'Code hosting': BranchIcon,
  'App hosting': CloudIcon,
};

/**
 * The tools students use, as a list: each name beside a neutral glyph for its kind (never
 * the company's logo), the kind, and one line on what students do with it. On a phone the
 * row scrolls sideways (named and focusable, as every such row).
 */
export function ToolList({ items, label }: { items: readonly Tool[]; label: string }) {
  return (
    <ul className="grid grid--4 grid--phone-row tool-list" {...phoneRowAttributes(label)}>
      {items.map((tool) => {
        const Glyph = glyphs[tool.kind];
        return (
          <li key={tool.name} className="card tool">
            <span className="glyph-badge">
              <Glyph />
            </span>
            <h3 className="tool__name">{tool.name}</h3>
            <p className="eyebrow tool__kind">{tool.kind}</p>
            <p className="muted tool__use">{tool.use}</p>
          </li>
        );
      })}
    </ul>
  );
}
