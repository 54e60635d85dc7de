/**
 * `npm run check` catches each mistake a copywriter can make, naming the file, the line, the
 * field and a plain-words fix. Each test plants one mistake in a copy of the real content, both
 * editions: the English files and their Arabic translations in the `ar` folders.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkContent, checkLaunch, formatAnnotation, formatProblem } from '../../src/lib/content-check';

let root: string;
const content = () => join(root, 'src/content');
const edit = (file: string, change: (source: string) => string) => {
  const path = join(content(), file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};
const errors = () =>
  checkContent(content(), root)
    .filter((problem) => problem.severity !== 'warning')
    .map(formatProblem);
/**
 * The warnings the real content has today (pages whose translation is still to come), which each
 * test leaves aside: it sees only the warnings its own change adds.
 */
let standing: Set<string>;
beforeAll(() => {
  standing = new Set(
    checkContent(resolve('src/content'), resolve('.'))
      .filter((problem) => problem.severity === 'warning')
      .map(formatProblem),
  );
});
const warnings = () =>
  checkContent(content(), root)
    .filter((problem) => problem.severity === 'warning')
    .map(formatProblem)
    .filter((warning) => !standing.has(warning));
/** A file's translation: articles/x.mdx → articles/ar/x.mdx. */
const arabic = (file: string) => file.replace(/^([^/]+)\//, '$1/ar/');
/** The line a text is on in a content file. */
const lineIn = (file: string, text: string) => {
  const source = readFileSync(join(content(), file), 'utf8');
  expect(source).toContain(text);
  return source.slice(0, source.indexOf(text)).split('\n').length;
};
/** Runs `npm run check` as a copywriter would; returns its exit code and everything it printed. */
function run(args: string[] = [], env: Record<string, string> = {}) {
  try {
    const stdout = execFileSync(process.execPath, [resolve('scripts/check-content.ts'), ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    });
    return { exitCode: 0, output: stdout };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { exitCode: failure.status, output: failure.stdout + failure.stderr };
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  cpSync('src/assets', join(root, 'src/assets'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const article = 'articles/ac-installation-services-in-uae.mdx';
const articleFile = `src/content/${article}`;
/** Adds a paragraph at the end of the article's body; returns the line it lands on. */
const appendToArticle = (text: string) => {
  let line = 0;
  edit(article, (source) => {
    const next = `${source.trimEnd()}\n\n${text}\n`;
    line = next.trimEnd().split('\n').length - text.split('\n').length + 1;
    return next;
  });
  return line;
};

describe('npm run check: fields', () => {
  it('finds nothing wrong with the content as it is', () => {
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('reports a missing title', () => {
    edit(article, (source) => source.replace(/^title: .*\n/m, ''));
    expect(errors()).toEqual([`${articleFile}:2 — title: title is missing`]);
  });

  it('reports a title that is too long, with its length and its real line', () => {
    edit(article, (source) => source.replace(/^title: .*$/m, `title: "${'Long title '.repeat(10).trim()}"`));
    expect(errors()).toEqual([
      `${articleFile}:2 — title: title is too long: write at most 60 characters (this one has 109)`,
    ]);
  });

  it('reports a description that is too long', () => {
    edit(article, (source) => source.replace(/^description: .*$/m, `description: "${'d'.repeat(161)}"`));
    expect(errors()).toEqual([
      `${articleFile}:3 — description: description is too long: write at most 160 characters (this one has 161)`,
    ]);
  });

  it('reports a bad date', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: 20 September'));
    expect(errors()).toEqual([`${articleFile}:4 — date: write the date as year-month-day, for example 2024-08-09`]);
  });

  it('reports a picture that does not exist', () => {
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/air-con.svg'));
    expect(errors()).toEqual([
      `${articleFile}:5 — image: no picture at ../../assets/art/air-con.svg: check the file name and the ../ steps`,
    ]);
  });

  it('warns about a picture larger than 2 MB, with its size and the width to save it at', () => {
    writeFileSync(join(root, 'src/assets/big-photo.jpg'), Buffer.alloc(3 * 1024 * 1024 + 200_000));
    edit(article, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/big-photo.jpg'));
    expect(warnings()).toEqual([
      `${articleFile}:5 — image: the picture ../../assets/big-photo.jpg is 3.2 MB: save it at most 1600 pixels wide (the widest the site shows it) so that it stays under 2 MB`,
    ]);
    expect(errors()).toEqual([]);
    expect(run().exitCode).toBe(0);
  });

  it('reports two articles that would publish at the same address', () => {
    cpSync(join(content(), article), join(content(), 'articles/AC-Installation-Services-in-UAE.mdx'));
    expect(errors()).toEqual([
      `src/content/articles/ac-installation-services-in-uae.mdx: its address /ac-installation-services-in-uae is the same as src/content/articles/AC-Installation-Services-in-UAE.mdx's (letter case aside): rename one of the files`,
    ]);
  });

  it('reports a link in an article that leads to no page, on its line', () => {
    const line = appendToArticle('See [our old page](/services/hvac) for more.');
    const lastArabicLink = lineIn(arabic(article), '](/ar/contact)');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: the link /services/hvac leads to no page of the site`,
      // The translation does not have the new link: it is told where it goes.
      `src/content/${arabic(article)}:${lastArabicLink} — body: the link /ar/services/hvac is missing after the link on this line: the English original links to /services/hvac at ${articleFile}:${line}; add it in the same place`,
    ]);
  });

  it('reports a service point whose link leads to no page', () => {
    edit('services/building-facility-management-in-uae.yaml', (source) =>
      source.replace('link: /facade-cleaning-services-in-dubai', 'link: /facade-cleaning'),
    );
    expect(errors()).toEqual([
      'src/content/services/building-facility-management-in-uae.yaml:20 — points.0.link: the link /facade-cleaning leads to no page of the site',
      "src/content/services/ar/building-facility-management-in-uae.yaml:20 — points.0.link: the link /ar/facade-cleaning-services-in-dubai leads elsewhere than the English original's /facade-cleaning (src/content/services/building-facility-management-in-uae.yaml:20): write /ar/facade-cleaning, or change both files to the same page",
    ]);
  });

  it('reports a misspelt field instead of ignoring it', () => {
    edit(article, (source) => source.replace(/^excerpt:/m, 'exerpt:'));
    expect(errors()).toEqual([
      `${articleFile}:2 — excerpt: excerpt is missing`,
      `${articleFile}:2: unknown field "exerpt": check its spelling against docs/content-guide.md`,
    ]);
  });

  it.each([
    [
      'services',
      'services/hvac-system-in-dubai-uae.yaml',
      'order: 4',
      'order: 1',
      'building-facility-management-in-uae.yaml',
      2,
    ],
    ['slides', 'slides/slide-2.yaml', 'order: 2', 'order: 1', 'slide-1.yaml', 1],
    ['testimonials', 'testimonials/crescent-towers.yaml', 'order: 3', 'order: 1', 'gulfpoint-logistics.yaml', 1],
    ['clients', 'clients/palmgate-schools.yaml', 'order: 6', 'order: 1', 'harbourline-properties.yaml', 1],
  ])('reports a duplicate order in %s', (folder, file, from, to, first, line) => {
    edit(file, (source) => source.replace(from, to));
    const [problem, twin] = errors();
    // Whichever file is read second is the one reported; both name the other.
    expect(problem).toMatch(new RegExp(`^src/content/${folder}/\\S+\\.yaml:${line} — order: order 1 is also used by `));
    expect(problem).toContain(`give each file in src/content/${folder} its own number`);
    expect(problem).toContain([file, `${folder}/${first}`].find((name) => !problem!.startsWith(`src/content/${name}`)));
    // The translation still has the old number.
    expect(twin).toMatch(
      new RegExp(`^src/content/${arabic(file)}:\\d+ — order: order \\d+ differs from order 1 in the English original `),
    );
    expect(errors()).toHaveLength(2);
  });

  it('reports a future date, and accepts it on a draft', () => {
    // An article no other file links to, so holding it back as a draft breaks no link.
    const unlinked = 'articles/choosing-right-facility-management-company-dubai.mdx';
    // Both editions: a translation keeps its original's date.
    for (const file of [unlinked, arabic(unlinked)]) {
      edit(file, (source) => source.replace(/^date: .*$/m, 'date: 2099-01-15'));
    }
    const future = (file: string) =>
      `src/content/${file}:4 — date: the date 2099-01-15 is in the future: the article would go live now with a date readers have not reached; write today's date, or add draft: true until it is ready`;
    expect(errors()).toEqual([future(unlinked), future(arabic(unlinked))]);
    for (const file of [unlinked, arabic(unlinked)]) {
      edit(file, (source) => source.replace(/^date: .*$/m, 'date: 2099-01-15\ndraft: true'));
    }
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('reports a link to a draft, which the built site leaves out', () => {
    const linking = 'src/content/articles/safety-compliance-in-dubai-commercial-buildings.mdx';
    const source = readFileSync(join(root, linking), 'utf8');
    const line = source.slice(0, source.indexOf('](/lifting-equipment-in-dubai')).split('\n').length;
    edit('articles/lifting-equipment-in-dubai.mdx', (text) => text.replace(/^date: .*$/m, '$&\ndraft: true'));
    expect(errors()).toEqual([
      'src/content/services/building-facility-management-in-uae.yaml:26 — points.3.link: the link /lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft',
      `${linking}:${line} — body: the link /lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft`,
    ]);
    expect(warnings()).toEqual([]);
  });

  it('reports a draft field that is not true or false', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, '$&\ndraft: yes please'));
    expect(errors()).toEqual([`${articleFile}:5 — draft: draft must be true or false`]);
  });
});

describe('npm run check: article bodies (MDX, compiled as the build does)', () => {
  it('reports an unclosed tag with the line and the fix, not the compiler wording', () => {
    const line = appendToArticle('Call us on <PhoneLink for a quote.');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: a tag is not finished: every component ends with /> (e.g. <PhoneLink />) or has a closing tag; to write a less-than sign, write \\<`,
    ]);
  });

  it('reports a missing closing tag', () => {
    const line = appendToArticle('<CallToAction>\n\nBook a survey today.');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: <CallToAction> is opened but never closed: add </CallToAction> after its text, or write <CallToAction /> if it holds nothing`,
    ]);
  });

  it('reports a misspelt component and suggests the right one', () => {
    const line = appendToArticle('Call <PhoneNumber /> today.');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: <PhoneNumber> is not a component articles can use: did you mean <PhoneLink />? The components are <CallToAction />, <CompanyName />, <EmailLink />, <PhoneLink />`,
    ]);
  });

  it('reports a component outside the article set', () => {
    const line = appendToArticle('<Carousel />');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: <Carousel> is not a component articles can use: use one of <CallToAction />, <CompanyName />, <EmailLink />, <PhoneLink />`,
    ]);
  });

  it.each(['script', 'iframe', 'style'])('reports a raw <%s>', (tag) => {
    const line = appendToArticle(`<${tag}>{"x"}</${tag}>`);
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: a raw <${tag}> is not allowed in an article: remove it (a video goes in the video field; anything else, ask a developer)`,
    ]);
  });

  it('reports an inline on…= handler', () => {
    const line = appendToArticle('<a href="#top" onClick="steal()">Top</a>');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: the inline handler onClick= on <a> is not allowed (it would run code on the page): remove it`,
    ]);
  });

  it('reports a level-1 heading in the body', () => {
    const line = appendToArticle('# A second title');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: a level-1 heading (# …) is in the body: the title is already the page's heading; start the line with ## instead`,
    ]);
  });

  it('reports a phone number or e-mail typed as text, and a hand-made tel: link', () => {
    const phone = appendToArticle('Call +971 4 555 0142 now.');
    const email = appendToArticle('Or write to sales@burjhorizon.ae.');
    const tel = appendToArticle('[Call us](tel:+97145550142)');
    expect(errors()).toEqual([
      `${articleFile}:${phone} — body: the phone number +971 4 555 0142 is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml`,
      `${articleFile}:${email} — body: the e-mail address sales@burjhorizon.ae is typed as text: write <EmailLink /> and the site fills in the address from settings/site.yaml`,
      `${articleFile}:${tel} — body: the link tel:+97145550142 types a contact by hand: write <PhoneLink /> instead, which reads settings/site.yaml`,
    ]);
  });

  it('reports every problem across files in one run', () => {
    const heading = appendToArticle('# Big title\n\n<script>{"x"}</script>');
    edit('articles/best-hvac-services-in-dubai.mdx', (source) => `${source.trimEnd()}\n\nCall <PhoneLink\n`);
    const lines = readFileSync(join(content(), 'articles/best-hvac-services-in-dubai.mdx'), 'utf8').split('\n');
    const problems = errors();
    expect(problems).toHaveLength(3);
    expect(problems).toContain(
      `src/content/articles/best-hvac-services-in-dubai.mdx:${lines.length - 1} — body: a tag is not finished: every component ends with /> (e.g. <PhoneLink />) or has a closing tag; to write a less-than sign, write \\<`,
    );
    expect(problems.filter((problem) => problem.startsWith(`${articleFile}:${heading} `))).toHaveLength(1);
    expect(problems.filter((problem) => problem.startsWith(`${articleFile}:${heading + 2} `))).toHaveLength(1);
  });
});

describe('npm run check: read errors', () => {
  it('says a colon in a title needs quotes, on the real line of the front matter', () => {
    edit(article, (source) => source.replace(/^title: .*$/m, 'title: AC Installation: What Every Owner Should Know'));
    expect(errors()).toEqual([
      `${articleFile}:2: the file cannot be read here: a colon inside a value needs the whole value in quotes, e.g. title: "AC Repair: 5 Tips"`,
    ]);
  });

  it('reports an indentation slip once, and skips the links to that file instead of blaming their files', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) =>
      source.replace('  - name: HVAC maintenance and servicing', '   - name: HVAC maintenance and servicing'),
    );
    expect(errors()).toEqual([
      'src/content/services/hvac-system-in-dubai-uae.yaml:21: the file cannot be read here: the indentation does not line up: indent this line with the same number of spaces as the lines it belongs with',
    ]);
    expect(warnings()).toEqual([
      expect.stringMatching(
        /^src\/content\/services\/hvac-system-in-dubai-uae\.yaml: \d+ links to this file from other files were not checked because it cannot be read: fix it and run the check again$/,
      ),
    ]);
  });

  it('reports a file that is not valid YAML with its line', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) => source.replace(/^order: 4$/m, 'order: [4'));
    expect(errors()[0]).toBe(
      'src/content/services/hvac-system-in-dubai-uae.yaml:3: the file cannot be read here: a bracket [ or { is opened but not closed: close it on the same line',
    );
  });

  it('reports a YAML text field holding a phone number, but not the settings file', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) =>
      source.replace('name: "HVAC Systems"', 'name: "HVAC Systems, call 04 555 0142"'),
    );
    expect(errors()).toEqual([
      'src/content/services/hvac-system-in-dubai-uae.yaml:5 — name: the phone number 04 555 0142 is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here',
    ]);
  });
});

describe('npm run check from the command line', () => {
  it('exits non-zero and prints the problems', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: someday'));
    const { exitCode, output } = run();
    expect(exitCode).toBe(1);
    expect(output).toContain(`✗ ${articleFile}:4 — date: write the date as year-month-day, for example 2024-08-09`);
    expect(output).not.toContain('::error');
  });

  it('prints GitHub annotations on the problem lines when GITHUB_ACTIONS is set', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: someday'));
    const line = appendToArticle('Call, now: 100% <PhoneNumber />');
    const { exitCode, output } = run([], { GITHUB_ACTIONS: 'true' });
    expect(exitCode).toBe(1);
    expect(output.split('\n')).toEqual(
      expect.arrayContaining([
        `::error file=${articleFile},line=4,title=Content check%3A date::date: write the date as year-month-day, for example 2024-08-09`,
        `::error file=${articleFile},line=${line},title=Content check%3A body::body: <PhoneNumber> is not a component articles can use: did you mean <PhoneLink />? The components are <CallToAction />, <CompanyName />, <EmailLink />, <PhoneLink />`,
      ]),
    );
  });

  it('escapes what would break an annotation, and marks warnings as warnings', () => {
    expect(
      formatAnnotation({
        file: 'src/content/a,b.yaml',
        line: 3,
        field: 'x',
        message: '50% done\nnext',
        severity: 'warning',
      }),
    ).toBe('::warning file=src/content/a%2Cb.yaml,line=3,title=Content check%3A x::x: 50%25 done%0Anext');
    expect(formatAnnotation({ file: 'src/content/a.yaml', message: 'no line' })).toBe(
      '::error file=src/content/a.yaml,line=1,title=Content check::no line',
    );
  });
});

describe('npm run check -- --launch', () => {
  const settings = 'src/content/settings/site.yaml';
  const electromechanical =
    'src/content/articles/electromechanical-equipment-installation-and-maintenance-services-in-dubai.mdx';

  it("fails on today's placeholders, listing each file and field", () => {
    const listed = checkLaunch(content(), root).map(({ file, field }) => `${file} ${field}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        `${settings} email`,
        `${settings} siteUrl`,
        `${settings} social.0.url`,
        `${settings} social.2.url`,
        `${settings} phone`,
        `${settings} whatsapp`,
        `${settings} developerCredit.url`,
        `${electromechanical} video`,
        `${electromechanical.replace('articles/', 'articles/ar/')} video`,
      ]),
    );
    const { exitCode, output } = run(['--launch']);
    expect(exitCode).toBe(1);
    expect(output).toContain(
      `✗ ${electromechanical}:8 — video: the video is the placeholder: give the real video's embed address, or remove the video line`,
    );
    expect(output).toContain(
      `✗ ${settings}:12 — phone: this value is marked as a sample: write the real one and remove the # sample comment`,
    );
    expect(output).toMatch(/developerCredit\.url: the developer credit points at this site itself/);
    // Without --launch the placeholders are fine: the site is still being built.
    expect(run().exitCode).toBe(0);
  });

  it('passes once the placeholders are replaced', () => {
    edit('settings/site.yaml', (source) =>
      source
        .replaceAll('burjhorizon.example', 'burjhorizon.ae')
        .replace('burjhorizon-example', 'burjhorizon')
        .replace(/ # sample$/gm, '')
        .replace(/(developerCredit:\n\s+name: ).*\n(\s+url: ).*/, '$1Gulf Web Studio\n$2https://gulfweb.studio.ae'),
    );
    // The translation carries the same video.
    const video = electromechanical.replace('src/content/', '');
    for (const file of [video, arabic(video)]) {
      edit(file, (source) =>
        source.replace('youtube-nocookie.com/embed/placeholder', 'youtube-nocookie.com/embed/dQw4w9WgXcQ'),
      );
    }
    expect(checkLaunch(content(), root).map(formatProblem)).toEqual([]);
    const { exitCode, output } = run(['--launch']);
    expect(exitCode).toBe(0);
    expect(output).toContain('ready to launch');
  });
});

describe('npm run check: translations (the ar folders), checked like the originals', () => {
  const arabicArticle = arabic(article);
  const arabicArticleFile = `src/content/${arabicArticle}`;
  const appendToArabic = (text: string) => {
    edit(arabicArticle, (source) => `${source.trimEnd()}\n\n${text}\n`);
    return lineIn(arabicArticle, text);
  };

  it("finds no error in the repository's own content, both editions", () => {
    const problems = checkContent(resolve('src/content'), resolve('.'));
    expect(problems.filter((problem) => problem.severity !== 'warning').map(formatProblem)).toEqual([]);
    // Its warnings, if any, are translations still to come.
    for (const warning of problems.filter((problem) => problem.severity === 'warning').map(formatProblem)) {
      expect(warning).toMatch(/no Arabic translation yet|no English original|leads to the English page/);
    }
  });

  it("checks a translation against its collection's schema, on the translation's line", () => {
    edit(arabicArticle, (source) => source.replace(/^title: .*$/m, `title: "${'عنوان طويل '.repeat(7).trim()}"`));
    expect(errors()).toEqual([
      `${arabicArticleFile}:2 — title: title is too long: write at most 60 characters (this one has 76)`,
    ]);
  });

  it('checks the settings translation against the translation schema: words only, no numbers', () => {
    edit('settings/ar/site.yaml', (source) =>
      source.replace(/^companyName: .*\n/m, '').replace(/^tagline: /m, 'phone: "+971 4 555 0142"\ntagline: '),
    );
    expect(errors()).toEqual([
      'src/content/settings/ar/site.yaml:1 — companyName: companyName is missing',
      'src/content/settings/ar/site.yaml:1: unknown field "phone": check its spelling against docs/content-guide.md',
    ]);
  });

  it("reports a translation's picture path that lacks the extra ../, and says what to write", () => {
    edit(arabicArticle, (source) => source.replace(/^image: .*$/m, 'image: ../../assets/art/ac.svg'));
    expect(errors()).toEqual([
      `${arabicArticleFile}:5 — image: no picture at ../../assets/art/ac.svg: a translation sits one folder deeper than its original, so its pictures take one more ../: write ../../../assets/art/ac.svg`,
    ]);
  });

  it('reports a phone number typed in a translation', () => {
    const line = appendToArabic('اتصل بنا على 04 555 0142 اليوم.');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: the phone number 04 555 0142 is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml`,
    ]);
  });

  it("applies the article rules to a translation's body", () => {
    const line = appendToArabic('# عنوان ثانٍ');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: a level-1 heading (# …) is in the body: the title is already the page's heading; start the line with ## instead`,
    ]);
  });

  it('reports a duplicate order within the Arabic edition, never between the two editions', () => {
    cpSync(join(content(), 'slides/ar/slide-1.yaml'), join(content(), 'slides/ar/slide-4.yaml'));
    expect(errors()).toEqual([
      'src/content/slides/ar/slide-4.yaml:1 — order: order 1 is also used by src/content/slides/ar/slide-1.yaml: give each file in src/content/slides/ar its own number',
    ]);
    expect(warnings()).toEqual([
      "src/content/slides/ar/slide-4.yaml: there is no English original (src/content/slides/slide-4.yaml): the English banner goes without this slide; if it translates another file, give it that file's name",
    ]);
  });

  it('reports two translations at one address, but never a translation and its original', () => {
    cpSync(join(content(), arabicArticle), join(content(), 'articles/ar/AC-Installation-Services-in-UAE.mdx'));
    expect(errors()).toEqual([
      `${arabicArticleFile}: its address /ar/ac-installation-services-in-uae is the same as src/content/articles/ar/AC-Installation-Services-in-UAE.mdx's (letter case aside): rename one of the files`,
    ]);
  });

  it('reports a link to an Arabic page that does not exist, naming the file that would make it', () => {
    const unlinked = 'articles/choosing-right-facility-management-company-dubai.mdx';
    rmSync(join(content(), arabic(unlinked)));
    appendToArticle('Read [how to choose a company](/choosing-right-facility-management-company-dubai).');
    const line = appendToArabic('اقرأ [كيف تختار شركة](/ar/choosing-right-facility-management-company-dubai).');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: the link /ar/choosing-right-facility-management-company-dubai leads to no page of the site: there is no Arabic page /ar/choosing-right-facility-management-company-dubai yet (src/content/${arabic(unlinked)} does not exist); link to /choosing-right-facility-management-company-dubai until there is`,
    ]);
    // Linking to the English page until the translation exists is allowed, with a reminder.
    edit(arabicArticle, (source) => source.replace('(/ar/choosing-right', '(/choosing-right'));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      `${arabicArticleFile}:${line} — body: the link /choosing-right-facility-management-company-dubai leads to the English page: there is no Arabic page /ar/choosing-right-facility-management-company-dubai yet (src/content/${arabic(unlinked)}); when there is, write /ar/choosing-right-facility-management-company-dubai`,
      `src/content/${unlinked}: no Arabic translation yet (src/content/${arabic(unlinked)}): the article is published in English only`,
    ]);
  });

  it('knows which Arabic pages exist: /ar/privacy once pages/ar/privacy.yaml does, never /ar/demo', () => {
    rmSync(join(content(), 'pages/ar/privacy.yaml'), { force: true });
    appendToArticle('Read our [privacy notice](/privacy) or see the [demo](/demo).');
    const line = appendToArabic('اقرأ [إشعار الخصوصية](/ar/privacy) أو شاهد [العرض](/ar/demo).');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: the link /ar/privacy leads to no page of the site: there is no Arabic page /ar/privacy yet (src/content/pages/ar/privacy.yaml does not exist); link to /privacy until there is`,
      `${arabicArticleFile}:${line} — body: the link /ar/demo leads to no page of the site: /demo has no Arabic edition; write /demo`,
    ]);
    cpSync(join(content(), 'pages/privacy.yaml'), join(content(), 'pages/ar/privacy.yaml'));
    edit(arabicArticle, (source) => source.replace('(/ar/demo)', '(/demo)'));
    expect(errors()).toEqual([]);
  });

  it('reports a link from an Arabic page to an Arabic draft', () => {
    edit(arabic('articles/lifting-equipment-in-dubai.mdx'), (text) => text.replace(/^date: .*$/m, '$&\ndraft: true'));
    const linking = arabic('articles/safety-compliance-in-dubai-commercial-buildings.mdx');
    const line = lineIn(linking, '](/ar/lifting-equipment-in-dubai');
    expect(errors()).toEqual([
      'src/content/services/ar/building-facility-management-in-uae.yaml:26 — points.3.link: the link /ar/lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft',
      `src/content/${linking}:${line} — body: the link /ar/lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft`,
    ]);
  });

  it('says to write /ar/contact when an Arabic page links to the English /contact', () => {
    const plumbing = arabic('articles/common-plumbing-issues-in-dubai-solutions.mdx');
    const line = lineIn(plumbing, '](/ar/contact)');
    edit(plumbing, (source) => source.replace('](/ar/contact)', '](/contact)'));
    expect(errors()).toEqual([
      `src/content/${plumbing}:${line} — body: write /ar/contact: a link in an Arabic page leads to the Arabic page`,
    ]);
  });

  it('reports a folder the site does not read: a misspelt ar folder', () => {
    renameSync(join(content(), 'testimonials/ar'), join(content(), 'testimonials/AR'));
    expect(errors()).toEqual([
      'src/content/testimonials/AR: rename the folder to ar: translations are read only from a folder named exactly ar',
    ]);
    mkdirSync(join(content(), 'clients/ar/old'));
    expect(warnings()).toContain(
      'src/content/clients/ar/old: the site does not read this folder: Arabic translations go directly in src/content/clients/ar; move its files there',
    );
  });
});

describe('npm run check: twins (each translation against its original)', () => {
  const plumbing = 'articles/common-plumbing-issues-in-dubai-solutions.mdx';
  const arabicPlumbing = arabic(plumbing);

  it.each([
    ['articles/choosing-right-facility-management-company-dubai.mdx', 'the article is published in English only'],
    ['pages/privacy.yaml', 'the page /privacy is published in English only'],
    ['slides/slide-3.yaml', 'the Arabic banner goes without this slide'],
    ['testimonials/crescent-towers.yaml', 'the Arabic home page goes without this testimonial'],
    ['clients/palmgate-schools.yaml', 'the Arabic home page goes without this client'],
  ])('warns about %s without its Arabic translation', (file, means) => {
    rmSync(join(content(), arabic(file)), { force: true });
    expect(errors()).toEqual([]);
    // Compared in full, not against the standing warnings: the privacy page may not be translated yet.
    expect(
      checkContent(content(), root)
        .map(formatProblem)
        .filter((problem) => problem.startsWith(`src/content/${file}:`)),
    ).toEqual([`src/content/${file}: no Arabic translation yet (src/content/${arabic(file)}): ${means}`]);
  });

  it('warns about an Arabic file without an English original', () => {
    cpSync(join(content(), arabicPlumbing), join(content(), 'articles/ar/villa-plumbing-guide.mdx'));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      "src/content/articles/ar/villa-plumbing-guide.mdx: there is no English original (src/content/articles/villa-plumbing-guide.mdx): the article is published in Arabic only; if it translates another file, give it that file's name",
    ]);
  });

  it.each([
    ['settings/site.yaml', 'text fields (see docs/content-guide.md)'],
    ['home/home.yaml', 'fields'],
  ])('fails without the Arabic translation of %s, which every Arabic page needs', (file, fields) => {
    rmSync(join(content(), arabic(file)));
    expect(errors()).toEqual([
      `src/content/${file}: no Arabic translation (src/content/${arabic(file)}): the Arabic pages cannot be built without it; write it with this file's ${fields}, in Arabic`,
    ]);
  });

  it.each([
    ['letter case', 'Best-Plumbing-Service-in-Dubai', 'best-plumbing-service-in-dubai'],
    ['a trailing dash', 'Best-Plumbing-Service-in-Dubai', 'Best-Plumbing-Service-in-Dubai-'],
    ['a leading space', 'Best-Plumbing-Service-in-Dubai', ' Best-Plumbing-Service-in-Dubai'],
  ])('reports a translation whose file name differs from the original by %s', (_, name, misnamed) => {
    renameSync(join(content(), `articles/ar/${name}.mdx`), join(content(), `articles/ar/${misnamed}.mdx`));
    const line = lineIn(arabicPlumbing, `](/ar/${name})`);
    expect(errors()).toEqual([
      // The Arabic link to it leads nowhere now, and says why.
      `src/content/${arabicPlumbing}:${line} — body: the link /ar/${name} leads to no page of the site: the file for it is misnamed: rename src/content/articles/ar/${misnamed}.mdx to ${name}.mdx`,
      `src/content/articles/ar/${misnamed}.mdx: rename it to ${name}.mdx so that it is the twin of src/content/articles/${name}.mdx: a translation has its original's file name exactly, capital letters and dashes included`,
    ]);
  });

  it("reports a translation whose order differs from its original's, naming both", () => {
    edit('slides/ar/slide-2.yaml', (source) => source.replace('order: 2', 'order: 4'));
    expect(errors()).toEqual([
      "src/content/slides/ar/slide-2.yaml:1 — order: order 4 differs from order 2 in the English original (src/content/slides/slide-2.yaml): a translation keeps its original's order; write order: 2",
    ]);
  });

  it("reports a translation whose date or layout differs from its original's", () => {
    edit(arabicPlumbing, (source) => source.replace(/^date: .*$/m, 'date: 2024-12-10'));
    edit('services/ar/hvac-system-in-dubai-uae.yaml', (source) => source.replace('layout: columns', 'layout: stacked'));
    expect(errors()).toEqual([
      `src/content/services/ar/hvac-system-in-dubai-uae.yaml:11 — layout: layout stacked differs from layout columns in the English original (src/content/services/hvac-system-in-dubai-uae.yaml): a translation keeps its original's layout; write layout: columns`,
      `src/content/${arabicPlumbing}:4 — date: date 2024-12-10 differs from date 2024-12-09 in the English original (src/content/${plumbing}): a translation keeps its original's date; write date: 2024-12-09`,
    ]);
  });

  it('reports a link the translation leaves out, and where it goes', () => {
    const englishLine = lineIn(plumbing, '](/Best-Plumbing-Service-in-Dubai)');
    edit(arabicPlumbing, (source) => source.replace(/\[([^\]]*)\]\(\/ar\/Best-Plumbing-Service-in-Dubai\)/, '$1'));
    const next = lineIn(arabicPlumbing, '](/ar/service/best-plumbing-service-in-dubai-uae)');
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${next} — body: the link /ar/Best-Plumbing-Service-in-Dubai is missing before the link on this line: the English original links to /Best-Plumbing-Service-in-Dubai at src/content/${plumbing}:${englishLine}; add it in the same place`,
    ]);
  });

  it('reports a link the translation adds', () => {
    edit(arabicPlumbing, (source) => `${source.trimEnd()}\n\nتعرّف علينا في [صفحة من نحن](/ar/about).\n`);
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${lineIn(arabicPlumbing, '](/ar/about)')} — body: the link /ar/about is not in the English original (src/content/${plumbing}): a translation links to the same pages as its original; remove it, or add it to both`,
    ]);
  });

  it('reports links the translation puts in another order', () => {
    edit(arabicPlumbing, (source) =>
      source
        .replace('](/ar/water-tank-cleaning-solution-in-dubai)', '](/ar/PLACEHOLDER)')
        .replace('](/ar/Best-Plumbing-Service-in-Dubai)', '](/ar/water-tank-cleaning-solution-in-dubai)')
        .replace('](/ar/PLACEHOLDER)', '](/ar/Best-Plumbing-Service-in-Dubai)'),
    );
    // Of two links swapped, one is out of place: the later one.
    const moved = lineIn(arabicPlumbing, '](/ar/water-tank-cleaning-solution-in-dubai)');
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${moved} — body: the link /ar/water-tank-cleaning-solution-in-dubai is not in the same place as in the English original (src/content/${plumbing}:${lineIn(plumbing, '](/water-tank-cleaning-solution-in-dubai)')}): keep the links in the original's order`,
    ]);
  });

  it('reports a link the translation points at another page', () => {
    const line = lineIn(arabicPlumbing, '](/ar/water-tank-cleaning-solution-in-dubai)');
    edit(arabicPlumbing, (source) =>
      source.replace('](/ar/water-tank-cleaning-solution-in-dubai)', '](/ar/facade-cleaning-services-in-dubai)'),
    );
    expect(errors()).toEqual([
      `src/content/${arabicPlumbing}:${line} — body: the link /ar/facade-cleaning-services-in-dubai leads elsewhere than the English original's /water-tank-cleaning-solution-in-dubai (src/content/${plumbing}:${lineIn(plumbing, '](/water-tank-cleaning-solution-in-dubai)')}): write /ar/water-tank-cleaning-solution-in-dubai, or change both files to the same page`,
    ]);
  });

  it("compares a service's point links (YAML link fields) too", () => {
    const service = 'services/building-facility-management-in-uae.yaml';
    edit(arabic(service), (source) => source.replace(/^ {4}link: \/ar\/facade-cleaning-services-in-dubai\n/m, ''));
    expect(errors()).toEqual([
      `src/content/${arabic(service)}:21 — points.0.link: the link /ar/facade-cleaning-services-in-dubai is missing before the link on this line: the English original links to /facade-cleaning-services-in-dubai at src/content/${service}:20; add it in the same place`,
    ]);
  });

  it('does not compare links to other sites', () => {
    edit(arabicPlumbing, (source) => `${source.trimEnd()}\n\nراجع [موقع بلدية دبي](https://www.dm.gov.ae).\n`);
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });
});
