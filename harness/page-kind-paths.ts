/**
 * One page of each kind the site's templates make, in the English edition: the pages that the
 * budgets, the benches and the browser tests sample when they need one page per template.
 */
export const PAGE_KIND_PATHS = {
  home: '/',
  about: '/about',
  services: '/service',
  service: '/service/hvac-system-in-dubai-uae',
  blog: '/blogs',
  article: '/lifting-equipment-in-dubai',
  contact: '/contact',
  book: '/book',
  plans: '/plans',
  projects: '/projects',
  project: '/projects/office-tower-chilled-water-plant-business-bay',
  emergency: '/emergency',
} as const;
