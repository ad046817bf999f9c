export type FaqItem = { question: string; answer: string | readonly string[] };

/**
 * Questions as native disclosure widgets: every answer is in the HTML (readable and
 * searchable without JavaScript, printed by the browser's find), opened by a click,
 * Enter or Space. `open` shows the first answers expanded.
 */
export function FaqList({ items, openFirst = 0 }: { items: readonly FaqItem[]; openFirst?: number }) {
  return (
    <div className="faq-list">
      {items.map((item, index) => (
        <details key={item.question} className="faq-item" open={index < openFirst}>
          <summary>{item.question}</summary>
          <div className="faq-item__answer">
            {(typeof item.answer === 'string' ? [item.answer] : item.answer).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
