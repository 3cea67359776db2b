import { describe, expect, it } from 'vitest';
import { normaliseUrdu } from '../urdu-letters';
import { readUrduWords } from './urdu-words';

describe('a search written in Urdu script', () => {
  it.each([
    ['موبائل', 'mobile'],
    ['سوزوکی آلٹو', 'suzuki alto'],
    ['موٹر سائیکل لاہور', 'motor cycle lahore'],
    ['موٹرسائیکل', 'motor cycle'],
    ['10 مرلہ مکان لاہور', '10 مرلہ makan lahore'],
    ['آئی فون 13', 'iphone 13'],
    ['گاڑی کراچی', 'gari karachi'],
    ['پلاٹ اسلام آباد', 'plot islamabad'],
    ['کرائے پر فلیٹ', 'kiraya flat'],
  ])('%s reads as %s', (typed, read) => {
    expect(readUrduWords(typed).replace(/\s+/g, ' ').trim()).toBe(read);
  });

  it('reads Arabic-keyboard letters and diacritics as the Urdu word', () => {
    expect(normaliseUrdu('موبايل')).toBe('موبایل'); // Arabic yeh
    expect(readUrduWords('كراچي').trim()).toBe('karachi'); // Arabic kaf and yeh
    expect(readUrduWords('گَاڑی').trim()).toBe('gari'); // a zabar
    expect(readUrduWords('مکانه').trim()).toBe('مکانہ'); // no word: left, in one form
  });

  it('takes whole words only, and leaves Latin text alone', () => {
    expect(readUrduWords('کاروبار').trim()).toBe('کاروبار'); // not 'کار' + 'وبار'
    expect(readUrduWords('corolla 2015')).toBe('corolla 2015');
  });
});
