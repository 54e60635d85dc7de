/**
 * The home and about banner: an Embla carousel over slides that Astro renders (passed in as
 * children), so the first slide is complete HTML, laid out by CSS and painted before this
 * island hydrates.
 *
 * Behaviour: advances every 6000 ms, loops, no dots, stops for good when the visitor drags,
 * swipes or steps through the slides, pauses while hovered or focused, and goes on when the phone
 * is turned or the window resized. A visible "Pause
 * slideshow" toggle button (aria-pressed) satisfies WCAG 2.2.2; under prefers-reduced-motion it
 * never starts by itself, and Previous and Next let every visitor see every slide at their own
 * pace. Those two are rendered once the slider is awake: before, they could not move anything
 * (and the page's first bytes stay within one round trip).
 *
 * Screen readers: Previous and Next say which slide they brought ("Slide 2 of 3: …") in a polite
 * live region; the autoplay says nothing. Slides off screen are inert, out of the accessibility
 * tree (the server renders all but the first so).
 *
 * Layout: the hero (HeroBanner.astro) is a grid whose rows the slider, its viewport, the track and
 * each slide share as subgrids (.hero-banner in global.css).
 *
 * The toggle answers before this island is ready (client:after-load): the frame script flips
 * aria-pressed on a toggle not yet marked data-awake (FrameScript.astro), and once its carousel
 * and autoplay are ready the slider reads that state, stays paused if so, and marks the toggle
 * awake. Autoplay therefore starts here, never on init.
 */
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  pauseLabel: string;
  previousLabel: string;
  nextLabel: string;
  interval?: number;
  /** The page's direction: on an Arabic page the slides run right to left. */
  direction?: 'ltr' | 'rtl';
  children?: ReactNode;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function BannerSlider({
  label,
  pauseLabel,
  previousLabel,
  nextLabel,
  interval = 6000,
  direction = 'ltr',
  children,
}: Props) {
  const [emblaRef, emblaApi] = useEmblaCarousel(
    // Embla's duration is not in milliseconds; 30 is close to the spec's 700 ms transition.
    { loop: true, duration: 30, direction, container: '.banner-track', slides: '.banner-slide' },
    [Autoplay({ delay: interval, playOnInit: false, stopOnInteraction: true })],
  );
  const [paused, setPaused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Whether the visitor stopped the slideshow (the toggle, a step, a drag, focus on a slide), or
  // reduced motion did. Embla re-creates its plugins when the slider's width changes (a turned
  // phone, a resized window, a scrollbar that comes or goes), which stops the autoplay: it goes on
  // then, unless it was stopped on purpose.
  const stoppedOnPurpose = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  // Only the slide on screen is in the accessibility tree (each slide fills the viewport: one per snap).
  useEffect(() => {
    if (!emblaApi) return;
    const showSelected = () =>
      emblaApi.slideNodes().forEach((slide, index) => (slide.inert = index !== emblaApi.selectedScrollSnap()));
    showSelected();
    emblaApi.on('select', showSelected);
    return () => void emblaApi.off('select', showSelected);
  }, [emblaApi]);

  // The slides after the first wait with their picture in data-src (see HeroBanner).
  useEffect(() => {
    emblaApi
      ?.rootNode()
      .querySelectorAll<HTMLImageElement>('img[data-src]')
      .forEach((image) => (image.src = image.dataset.src ?? ''));
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // The plugin updates isPlaying() only after these events, so trust the event itself.
    const onPlay = () => setPaused(false);
    const onStop = () => setPaused(true);
    // The plugin stops for good on a drag or on focus in a slide (stopOnInteraction).
    const onInteraction = () => (stoppedOnPurpose.current = true);
    const onLaidOut = () => {
      if (!stoppedOnPurpose.current) emblaApi.plugins().autoplay?.play();
    };
    emblaApi
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop)
      .on('pointerDown', onInteraction)
      .on('slideFocusStart', onInteraction)
      .on('reInit', onLaidOut);
    const toggle = toggleRef.current;
    const pausedBeforeHydration = toggle?.getAttribute('aria-pressed') === 'true';
    // From here this island answers the toggle; until now the frame script flipped it.
    toggle?.setAttribute('data-awake', '');
    stoppedOnPurpose.current = pausedBeforeHydration || prefersReducedMotion();
    if (stoppedOnPurpose.current) setPaused(true);
    else autoplay.play();
    return () => {
      emblaApi
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop)
        .off('pointerDown', onInteraction)
        .off('slideFocusStart', onInteraction)
        .off('reInit', onLaidOut);
    };
  }, [emblaApi]);

  /** A step by the visitor stops the autoplay for good, as a swipe does. */
  const step = useCallback(
    (to: 'scrollPrev' | 'scrollNext') => {
      stoppedOnPurpose.current = true;
      emblaApi?.plugins().autoplay?.stop();
      emblaApi?.[to]();
      const slide = emblaApi?.slideNodes()[emblaApi.selectedScrollSnap()];
      if (slide) setAnnouncement(`${slide.getAttribute('aria-label')}: ${slide.querySelector('p')?.textContent}`);
    },
    [emblaApi],
  );

  const togglePlay = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    stoppedOnPurpose.current = autoplay.isPlaying();
    if (stoppedOnPurpose.current) autoplay.stop();
    else autoplay.play();
  }, [emblaApi]);

  return (
    <section className="banner-slider relative" aria-roledescription="carousel" aria-label={label}>
      <div ref={emblaRef} className="overflow-hidden">
        {children}
      </div>
      <div className="absolute end-3 bottom-3 z-10 flex gap-1 will-change-transform">
        {emblaApi ? (
          <StepButton label={previousLabel} onClick={() => step('scrollPrev')} path={ARROWS[direction].previous} />
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          className={`slider-toggle group ${CONTROL}`}
          onClick={togglePlay}
          aria-pressed={paused}
        >
          <span className="sr-only">{pauseLabel}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <path className="group-aria-pressed:hidden" d="M7 5h3v14H7zM14 5h3v14h-3z" />
            <path className="hidden group-aria-pressed:inline" d="M8 5l11 7-11 7z" />
          </svg>
        </button>
        {emblaApi ? (
          <StepButton label={nextLabel} onClick={() => step('scrollNext')} path={ARROWS[direction].next} />
        ) : null}
      </div>
      {emblaApi ? (
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      ) : null}
    </section>
  );
}

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full bg-brand-navy/80 text-white hover:bg-brand-navy';

/** The arrows point the way the slides run: on a right-to-left page, Next points left. */
const ARROWS = {
  ltr: { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7' },
  rtl: { previous: 'M9 5l7 7-7 7', next: 'M15 5l-7 7 7 7' },
};

/** Previous or Next. */
function StepButton({ label, onClick, path }: { label: string; onClick: () => void; path: string }) {
  return (
    <button type="button" className={CONTROL} onClick={onClick}>
      <span className="sr-only">{label}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
