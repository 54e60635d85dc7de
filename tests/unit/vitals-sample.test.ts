/**
 * The vitals beacon's rules: what page, device and connection it names, the selector for an
 * element, and sampling. That the server takes what the beacon sends is proven in a browser
 * (tests/e2e/vitals.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  deviceClassOf,
  isSampled,
  knownConnection,
  selectorOf,
  type NamedElement,
} from '../../src/browser/vitals/sample';
import { pageKindOf } from '../../src/shared/page-kinds';

/** An element tree from the outermost tag in: ['body', 'main.mx-auto', 'section', 'h1'] */
function elementAt(path: string[]): NamedElement {
  let parent: NamedElement | null = null;
  for (const step of path) {
    const [tag, ...rest] = step.split(/(?=[.#])/);
    const id = rest.find((part) => part.startsWith('#'))?.slice(1) ?? '';
    const classList = rest.filter((part) => part.startsWith('.')).map((part) => part.slice(1));
    parent = { localName: tag!, id, classList, parentElement: parent };
  }
  return parent!;
}

describe('pageKindOf', () => {
  it.each([
    ['/', 'home'],
    ['/ar', 'home'],
    ['/about', 'about'],
    ['/ar/about', 'about'],
    ['/service', 'services'],
    ['/service/hvac-system-in-dubai-uae', 'service'],
    ['/ar/service/hvac-system-in-dubai-uae', 'service'],
    ['/blogs', 'blog'],
    ['/blogs/2', 'blog'],
    ['/contact', 'contact'],
    ['/ar/contact', 'contact'],
    ['/plans', 'plans'],
    ['/ar/plans', 'plans'],
    ['/projects', 'projects'],
    ['/projects/2', 'projects'],
    ['/ar/projects', 'projects'],
    ['/projects/office-tower-chilled-water-plant-business-bay', 'project'],
    ['/ar/projects/office-tower-chilled-water-plant-business-bay', 'project'],
    ['/emergency', 'emergency'],
    ['/ar/emergency', 'emergency'],
    ['/search', 'other'],
    ['/privacy', 'other'],
  ] as const)('%s is a %s page', (path, kind) => {
    expect(pageKindOf(path, false)).toBe(kind);
  });

  it('tells an article from a page not found at the root by its head (og:type article)', () => {
    expect(pageKindOf('/lifting-equipment-in-dubai', true)).toBe('article');
    expect(pageKindOf('/ar/lifting-equipment-in-dubai', true)).toBe('article');
    expect(pageKindOf('/no-such-page', false)).toBe('other');
  });

  it('does not take an English slug starting with "ar" for the Arabic edition', () => {
    expect(pageKindOf('/armature-repairs', true)).toBe('article');
    expect(pageKindOf('/around', false)).toBe('other');
  });
});

describe('selectorOf', () => {
  it('names up to four steps from the element, each by its tag and first class', () => {
    expect(selectorOf(elementAt(['html', 'body', 'div.page', 'main.mx-auto.px-4', 'section', 'h1.text-3xl']))).toBe(
      'div.page>main.mx-auto>section>h1.text-3xl',
    );
    expect(selectorOf(elementAt(['html', 'body', 'div', 'main', 'article', 'section', 'p']))).toBe(
      'main>article>section>p',
    );
  });

  it('stops at an id, which names the element whole', () => {
    expect(selectorOf(elementAt(['html', 'body', 'main', 'form#contact-form.grid', 'div', 'button.btn']))).toBe(
      '#contact-form>div>button.btn',
    );
  });

  it('names nothing for no element, or for the page itself', () => {
    expect(selectorOf(null)).toBeUndefined();
    expect(selectorOf(undefined)).toBeUndefined();
    expect(selectorOf(elementAt(['html', 'body']))).toBeUndefined();
  });

  it('keeps within the 200 characters the server stores', () => {
    const long = 'x'.repeat(150);
    expect(selectorOf(elementAt(['body', `div.${long}`, `div.${long}`]))!.length).toBe(200);
  });
});

describe('deviceClassOf', () => {
  it('is a desktop with a mouse, else a phone or tablet by the screen’s short side', () => {
    expect(deviceClassOf(true, 800)).toBe('desktop');
    expect(deviceClassOf(false, 390)).toBe('phone');
    expect(deviceClassOf(false, 820)).toBe('tablet');
  });
});

describe('knownConnection', () => {
  it('keeps the connection types the server stores, and leaves out any other', () => {
    for (const type of ['slow-2g', '2g', '3g', '4g']) expect(knownConnection(type)).toBe(type);
    expect(knownConnection('5g')).toBeUndefined();
    expect(knownConnection(undefined)).toBeUndefined();
  });
});

describe('isSampled', () => {
  it('measures every view at 100, none at 0, and the share asked for in between', () => {
    expect(isSampled(100, 0.999)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(25, 0.2)).toBe(true);
    expect(isSampled(25, 0.3)).toBe(false);
  });
});
