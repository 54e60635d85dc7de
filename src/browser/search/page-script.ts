/**
 * The search page's script, inline in /search and /ar/search only. It loads Pagefind (the index
 * built with the site, one per edition) the first time the visitor focuses the box or arrives
 * with a query, so no other page and no idle visit fetches any of it. Results are drawn from the
 * page's own <template>, so their markup and classes live in SearchPage.astro.
 */
import {
  excerptPieces,
  inShowingOrder,
  resultsStatus,
  SEARCH_KINDS,
  searchAddress,
  searchWords,
  type Hit,
  type StatusTexts,
} from './results.ts';

interface PagefindResult {
  score: number;
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }>;
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  search(query: string, options?: object): Promise<{ results: PagefindResult[] } | null>;
}
interface Texts extends StatusTexts {
  noResults: string;
  loading: string;
  unavailable: string;
  service: string;
  article: string;
  project: string;
}

/** Typing is answered once the visitor pauses this long. */
const PAUSE_MS = 250;
/**
 * Results shown at first, and added by each press of "More results": each needs its page's text
 * (a file of about 3 KB) for its excerpt. Two fill the first screen of a phone (390 × 844: the
 * third starts below it) and of a laptop, and with two the costliest first search measured
 * («المصاعد», the largest Arabic index chunk) stays within 100 KB; with three it was 100.1 KB.
 */
const FIRST = 2;
const MORE = 5;

export function startSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-search]');
  if (!root) return;
  const form = root.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name=q]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const help = root.querySelector<HTMLElement>('[data-search-help]')!;
  const everything = root.querySelector<HTMLElement>('[data-search-everything]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-search-result]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const texts = JSON.parse(root.dataset.texts!) as Texts;
  const lang = document.documentElement.lang;

  let pagefind: Promise<Pagefind> | undefined;
  const load = () =>
    (pagefind ??= (import(root.dataset.pagefind!) as Promise<Pagefind>).then(async (module) => {
      // On the page's own thread: a worker would be one more file to fetch before the first result.
      await module.options({ noWorker: true, excerptLength: 24 });
      await module.init();
      return module;
    }));

  let latest = 0;
  let pending: Hit<PagefindResult>[] = [];
  async function show(query: string) {
    const words = query.trim();
    const asked = ++latest;
    more.hidden = true;
    if (!words) {
      status.textContent = '';
      list.replaceChildren();
      help.hidden = true;
      if (everything) everything.hidden = false;
      return;
    }
    status.textContent = texts.loading;
    try {
      const search = await load();
      const answers = await Promise.all(
        SEARCH_KINDS.map((kind) => search.search(searchWords(words, lang), { filters: { kind } })),
      );
      if (asked !== latest) return;
      const hits = inShowingOrder<PagefindResult>(
        answers.flatMap((answer, index) =>
          (answer?.results ?? []).map((result) => ({ score: result.score, kind: SEARCH_KINDS[index]!, result })),
        ),
      );
      const first = await items(hits.slice(0, FIRST));
      if (asked !== latest) return;
      list.replaceChildren(...first);
      pending = hits.slice(FIRST);
      more.hidden = pending.length === 0;
      help.hidden = hits.length > 0;
      if (everything) everything.hidden = true;
      status.textContent = hits.length
        ? resultsStatus(texts, lang, hits.length, words)
        : texts.noResults.replace('{q}', words);
    } catch {
      if (asked !== latest) return;
      pagefind = undefined;
      status.textContent = texts.unavailable;
      if (everything) everything.hidden = false;
    }
  }

  const items = async (hits: Hit<PagefindResult>[]) =>
    (await Promise.all(hits.map((hit) => hit.result.data()))).map((page, index) => resultItem(page, hits[index]!));

  more.addEventListener('click', async () => {
    const asked = latest;
    const next = pending.slice(0, MORE);
    const added = await items(next);
    if (asked !== latest) return;
    list.append(...added);
    pending = pending.slice(next.length);
    more.hidden = pending.length === 0;
    // The first new result takes the focus, so a keyboard or screen reader carries on from there.
    added[0]?.querySelector('a')?.focus();
  });

  function resultItem(page: Awaited<ReturnType<PagefindResult['data']>>, hit: Hit): HTMLElement {
    const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    item.querySelector('a')!.href = page.url;
    item.querySelector('[data-kind]')!.textContent = texts[hit.kind];
    item.querySelector('[data-title]')!.textContent = page.meta.title ?? page.url;
    item.querySelector('[data-excerpt]')!.replaceChildren(
      ...excerptPieces(page.excerpt).map(({ text, marked }) => {
        if (!marked) return document.createTextNode(text);
        const mark = document.createElement('mark');
        mark.textContent = text;
        return mark;
      }),
    );
    return item;
  }

  let pause: ReturnType<typeof setTimeout> | undefined;
  // Each search the visitor sends (Enter) keeps its own place in the history, so Back shows the
  // one before. While typing, the address follows the words in one entry of its own: the first
  // pause after a sent search adds it, the next pauses update it, and Enter settles it.
  let typing = false;
  const remember = (sent: boolean) => {
    const address = searchAddress(location.href, input.value);
    if (address !== location.pathname + location.search + location.hash) {
      if (typing) history.replaceState(null, '', address);
      else history.pushState(null, '', address);
    }
    typing = !sent;
  };
  input.addEventListener('focus', () => void load().catch(() => {}), { once: true });
  input.addEventListener('input', () => {
    clearTimeout(pause);
    pause = setTimeout(() => {
      remember(false);
      void show(input.value);
    }, PAUSE_MS);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pause);
    remember(true);
    void show(input.value);
  });
  addEventListener('popstate', () => {
    typing = false;
    input.value = new URLSearchParams(location.search).get('q') ?? '';
    void show(input.value);
  });

  // Arrow keys move between the box and the results; Escape goes back to the box.
  root.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (index: number) => {
      event.preventDefault();
      (index < 0 ? input : links[Math.min(index, links.length - 1)])?.focus();
    };
    if (event.key === 'ArrowDown' && (document.activeElement === input || at >= 0) && links.length) move(at + 1);
    else if (event.key === 'ArrowUp' && at >= 0) move(at - 1);
    else if (event.key === 'Escape' && at >= 0) move(-1);
  });

  const initial = new URLSearchParams(location.search).get('q');
  if (initial) {
    input.value = initial;
    void show(initial);
  }
}
