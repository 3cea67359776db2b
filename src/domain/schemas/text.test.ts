import { describe, expect, it } from 'vitest';
import { plainString } from './text';

// Every text schema stores a text as it is shown (decision 179).
describe('plainString stores what people see', () => {
  const one = plainString();
  const lines = plainString({ multiline: true });

  it('removes direction marks and controls, writing an overridden span in the order it was shown', () => {
    expect(one.parse('Galaxy S24 call \u202E7654321-0030\u202C now')).toBe(
      'Galaxy S24 call 0300-1234567 now',
    );
    expect(one.parse('call \u20671234567 0300\u2069')).toBe('call 0300 1234567');
    expect(one.parse('call 0300\u200E-\u200F1234567\u061C')).toBe('call 0300-1234567');
    expect(one.parse('unclosed \u202Ecba')).toBe('unclosed abc');
  });

  it('leaves Urdu as it reads, inside an override or isolate too', () => {
    for (const urdu of ['سلام دنیا', 'قیمت 45,000 روپے', 'ماڈل 2019، پہلا مالک']) {
      expect(one.parse(urdu)).toBe(urdu);
      expect(one.parse(`\u2067${urdu}\u2069`)).toBe(urdu);
      expect(one.parse(`\u2068${urdu}\u2069`)).toBe(urdu);
    }
    expect(one.parse('\u202Eسلام دنیا\u202C')).toBe('سلام دنیا');
    // An override turns digits around too: what was shown is what is kept.
    expect(one.parse('\u202Eقیمت 45,000\u202C')).toBe('000,54 قیمت');
  });

  it('removes zero-width characters, keeps the joiners Urdu and emoji need, and shows blank letters as spaces', () => {
    expect(one.parse('0300\u200B123\u2060456\uFEFF7\u00AD')).toBe('03001234567');
    expect(one.parse('0300\u28001234567 0300\u31641234567')).toBe('0300 1234567 0300 1234567');
    expect(one.parse('👨\u200D👩\u200D👧 نہیں\u200Cچاہیے')).toBe('👨\u200D👩\u200D👧 نہیں\u200Cچاہیے');
  });

  it('takes a long span without running out of stack', () => {
    const long = `\u2067${'ab '.repeat(100_000)}\u2069`;
    expect(one.parse(long)).toHaveLength(300_000);
  });

  it('keeps line breaks where the text may span lines, and still refuses control characters', () => {
    expect(lines.parse('Line one\u200F\nLine two')).toBe('Line one\nLine two');
    expect(one.safeParse('a\u0000b').success).toBe(false);
    expect(one.safeParse('Corolla 2018').data).toBe('Corolla 2018');
  });
});
