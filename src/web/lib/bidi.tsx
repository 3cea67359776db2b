// Text written by people inside a sentence of ours: on an Urdu page an English title or reason is a
// left-to-right run in a right-to-left sentence, and without isolation the bidi algorithm moves its
// punctuation and leading numbers to the wrong end ('?Is this still available'). A <bdi> gives it its
// own direction, from its first strong letter (decision 153).
import { Fragment, type ReactNode } from 'react';

/** A private-use character: no translation contains it, so it marks where the person's text goes. */
const MARK = '\uE000';

/**
 * The sentence `sentence(mark)` makes, with `text` put where `mark` is, isolated in a <bdi>:
 * `withIsolated((m) => t('myAds.hiddenBy', { reason: m }), ad.hiddenReason)`. `className` is the
 * <bdi>'s: in a flex row, 'min-w-0 truncate' cuts the person's text at its own end, where an
 * ellipsis of the whole right-to-left line would cut an English text's beginning.
 */
export function withIsolated(
  sentence: (mark: string) => string,
  text: string,
  className?: string,
): ReactNode {
  const parts = sentence(MARK).split(MARK);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <bdi className={className}>{text}</bdi>}
      {part && (className ? <span className="shrink-0 whitespace-pre">{part}</span> : part)}
    </Fragment>
  ));
}
