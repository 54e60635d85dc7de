/**
 * Long text cut to its first 100 characters with a Read more / Read less toggle (spec section 4).
 *
 * The server renders both the short and the full text; CSS shows the full text when JavaScript
 * is off and the short one (with the toggle) when it is on, so nothing is ever unreadable and
 * hydrating moves nothing. The toggle carries `aria-expanded` and points at the text it controls.
 */
import { useState } from 'react';
import { truncate } from '../../lib/text';

interface Props {
  id: string;
  text: string;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}

export default function ReadMore({ id, text, moreLabel, lessLabel, className }: Props) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div className="read-more" data-expanded={expanded || undefined}>
      <p id={id} className={className}>
        <span className="read-more__short">{truncate(text)}</span>
        <span className="read-more__full">{text}</span>
      </p>
      <button
        type="button"
        className="read-more__toggle mt-2 min-h-11 font-semibold text-brand-teal underline hover:text-brand-teal-dark"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((isExpanded) => !isExpanded)}
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
