import { LogoMark } from './LogoMark.tsx';

export type QuestionAndReplyCopy = {
  /** Who asks, in a few words over the question. */
  asker: string;
  question: string;
  /** Who answers, beside the logo mark. */
  answerer: string;
  reply: string;
  /** Under the two: how to ask one of your own, and where. */
  more: string;
  link: { href: string; label: string };
};

/**
 * A question and our reply, as two messages: what asking us is like, beside the heading of
 * a page of answers (the FAQ), where a panel of figures only repeated the answers below it.
 */
export function QuestionAndReply({ asker, question, answerer, reply, more, link }: QuestionAndReplyCopy) {
  return (
    <figure className="question-reply">
      <div className="question-reply__message question-reply__message--asked">
        <p className="question-reply__who">{asker}</p>
        <p>{question}</p>
      </div>
      <div className="question-reply__message question-reply__message--answered">
        <p className="question-reply__who">
          <LogoMark id="question-reply-mark" size={18} />
          {answerer}
        </p>
        <p>{reply}</p>
      </div>
      <figcaption>
        {more} <a href={link.href}>{link.label}</a>
      </figcaption>
    </figure>
  );
}
