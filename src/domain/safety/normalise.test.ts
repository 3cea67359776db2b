import { describe, expect, it } from 'vitest';
import { MAX_SCANNED, normaliseForContactCheck as normalise } from './normalise';

describe('normaliseForContactCheck', () => {
  it('reads every decimal digit as 0-9', () => {
    expect(normalise('０３００')).toBe('0300'); // fullwidth
    expect(normalise('०३००')).toBe('0300'); // Devanagari
    expect(normalise('০৩০০')).toBe('0300'); // Bengali
    expect(normalise('۰۳۰۰ ٠٣٠٠')).toBe('0300 0300'); // Urdu and Arabic
    expect(normalise('𝟎𝟑𝟶𝟹')).toBe('0303'); // mathematical bold and monospace
    expect(normalise('๐๓๐๐')).toBe('0300'); // Thai
    expect(normalise('⓪③ ³⁰')).toBe('03 30'); // circled and superscript
  });

  it('drops zero-width and format characters and combining marks', () => {
    expect(normalise('0\u200B3\u200C0\u200D0\u20601\u00AD2\uFEFF3')).toBe('0300123');
    expect(normalise('0̲3̲')).toBe('03');
  });

  it('reads O, o, l and I as digits only inside a word that has a digit', () => {
    expect(normalise('O3OO-l234567')).toBe('0300-1234567');
    expect(normalise('I2o')).toBe('120');
    expect(normalise('Hello Oil lOl')).toBe('hello oil lol');
    expect(normalise('A52s')).toBe('a52s');
  });

  it('reads number words in English, Roman Urdu and Urdu, and double or triple before one', () => {
    expect(normalise('zero three double zero')).toBe('0 3 00');
    expect(normalise('Triple Seven')).toBe('777');
    expect(normalise('sifar teen aik')).toBe('0 3 1');
    expect(normalise('صفر تین ڈبل صفر')).toBe('0 3 00');
    // The Arabic yeh and kaf are read as the Urdu ones.
    expect(normalise('ايك')).toBe('1');
  });

  it('undoes disguised links and emails', () => {
    expect(normalise('hxxps://x')).toBe('https://x');
    expect(normalise('h**p://x')).toBe('http://x');
    expect(normalise('site[.]com site(dot)com site dot com')).toBe('site.com site.com site.com');
    expect(normalise('me [at] mail me(at)mail me @ mail')).toBe('me@mail me@mail me@mail');
    expect(normalise('me at gmail')).toBe('me@gmail');
    expect(normalise('meet at liberty')).toBe('meet at liberty');
  });

  it('looks at the first MAX_SCANNED characters only', () => {
    expect(normalise('x'.repeat(MAX_SCANNED + 10))).toHaveLength(MAX_SCANNED);
  });
});
