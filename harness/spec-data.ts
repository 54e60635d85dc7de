/** Facts the spec states (section 2), shared by the browser tests that check them. */

/** The nine service slugs, in the order of the services list. */
export const SERVICE_SLUGS = [
  'building-facility-management-in-uae',
  'electrical-services-in-dubai-uae',
  'best-plumbing-service-in-dubai-uae',
  'hvac-system-in-dubai-uae',
  'ict-service-company-in-dubai',
  'annual-maintenance-contracts-services-in-UAE',
  'interior-fit-out-company-in-dubai-uae',
  'top-civil-construction-company-in-dubai-uae',
  'building-materials-trading-service-company-in-dubai',
];
