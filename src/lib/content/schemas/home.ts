/** The home page's words (home/home.yaml): its title, its sections and the headings of its lists. */
import { TITLE_MAX } from '../../metadata/head.ts';
import { paragraphs, section, strict, text } from './fields.ts';

export const homeSchema = strict({
  title: text('title', { min: 20, max: TITLE_MAX }),
  description: text('description', { min: 50, max: 160 }),
  /** The "who we are" section that the banner's first button scrolls to. */
  about: section,
  /** Heading and introduction above the list of services. */
  services: strict({ heading: text('heading', { max: 120 }), text: paragraphs('text') }),
  sustainability: section,
  callToAction: strict({
    heading: text('heading', { max: 120 }),
    text: paragraphs('text'),
    label: text('label', { max: 40 }),
  }),
  clientsHeading: text('clientsHeading', { max: 80 }),
  testimonialsHeading: text('testimonialsHeading', { max: 80 }),
});
