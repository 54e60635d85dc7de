import { describe, expect, it } from 'vitest';
import { formatDate, isoDay, needsReadMore, telHref, toParagraphs, truncate } from '../../src/shared/text';

describe('read-more cut', () => {
  it('keeps text of 100 characters or fewer whole', () => {
    const text = 'a'.repeat(100);
    expect(needsReadMore(text)).toBe(false);
    expect(truncate(text)).toBe(text);
  });

  it('cuts longer text at 100 characters and adds an ellipsis', () => {
    const text = 'b'.repeat(150);
    expect(needsReadMore(text)).toBe(true);
    expect(truncate(text)).toBe(`${'b'.repeat(100)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'c'.repeat(99)} and more words after the cut`;
    expect(truncate(text)).toBe(`${'c'.repeat(99)}…`);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(toParagraphs('One line\nwrapped.\n\n  Two.  \n\n\n')).toEqual(['One line wrapped.', 'Two.']);
  });
});

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+971 4 555 0142')).toBe('tel:+97145550142');
    expect(telHref('(04) 555-0142')).toBe('tel:045550142');
  });
});

describe('dates', () => {
  it('prints the calendar day whatever the time zone', () => {
    const date = new Date('2024-11-13');
    expect(formatDate(date, 'en-US')).toBe('November 13, 2024');
    expect(isoDay(date)).toBe('2024-11-13');
  });
});
