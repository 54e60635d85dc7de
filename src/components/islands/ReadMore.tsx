/**
 * Long text cut to its first 100 characters with a Read more / Read less toggle.
 *
 * The toggle is a native <details>/<summary>: it works from the first paint, with or without
 * JavaScript, and the browser exposes its expanded state to screen readers. The server renders
 * both the short and the full text; CSS shows the one that matches the toggle (global.css), so
 * opening it is instant and hydrating moves nothing. The island has no behaviour of its own to
 * add; it wakes when the page is idle after load (client:after-load, on Home, which loads React
 * for the slider anyway), never during a tap, where hydrating would delay the tap's paint.
 */
import { truncate } from '../../shared/text';

interface Props {
  id: string;
  text: string;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}

export default function ReadMore({ id, text, moreLabel, lessLabel, className }: Props) {
  return (
    <div className="read-more">
      <p id={id} className={className}>
        <span className="read-more__short">{truncate(text)}</span>
        <span className="read-more__full">{text}</span>
      </p>
      <details className="read-more__toggle mt-2">
        <summary
          className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-teal underline hover:text-brand-teal-dark"
          aria-controls={id}
        >
          <span className="read-more__more">{moreLabel}</span>
          <span className="read-more__less">{lessLabel}</span>
        </summary>
      </details>
    </div>
  );
}
