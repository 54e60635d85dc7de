/**
 * The plans page's script, inline after the size choice (src/components/plans/SizeChoice.astro).
 * A change of size changes every plan's price by style alone, which a screen reader does not
 * notice: the choice's polite live region says it once, in the words the chosen radio carries
 * ("Prices for a 2-bedroom villa").
 */
export function startPlanSizes(): void {
  const status = document.querySelector('[data-size-status]');
  status?.closest('fieldset')?.addEventListener('change', (event) => {
    const words = (event.target as HTMLElement).dataset.announce;
    if (words) status.textContent = words;
  });
}
