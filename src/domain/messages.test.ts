import { describe, expect, it } from 'vitest';
import { englishText, isMessageCode, MESSAGES, messageOf, say } from './messages';
import { UR_MESSAGES } from './messages-ur';
import { MSG } from './schemas';

const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the message table', () => {
  it('words every code in English and in Urdu, with the same slots', () => {
    const codes = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) {
      expect(MESSAGES[code].trim(), code).not.toBe('');
      expect(UR_MESSAGES[code]?.trim(), code).toBeTruthy();
      expect(UR_MESSAGES[code], code).not.toBe(MESSAGES[code]);
      expect(slots(UR_MESSAGES[code]), code).toEqual(slots(MESSAGES[code]));
    }
    expect(Object.keys(UR_MESSAGES).filter((code) => !isMessageCode(code))).toEqual([]);
  });

  it("writes 'روپے' where English writes 'Rs.'", () => {
    expect(MESSAGES['form.priceTooLow']).toContain('Rs.');
    expect(UR_MESSAGES['form.priceTooLow']).toContain('روپے');
    expect(Object.values(UR_MESSAGES).filter((text) => text.includes('Rs.'))).toEqual([]);
  });

  it('finds the code and values of a text it made, and of none other', () => {
    const text = MSG.tooShort('Title', 5);
    expect(text).toBe('Title must be at least 5 characters');
    expect(messageOf(text)).toEqual({ code: 'form.tooShort', values: { label: 'Title', min: 5 } });
    expect(messageOf(MSG.adNotFound)).toEqual({ code: 'ad.notFound' });
    expect(messageOf('Some text nobody said')).toBeUndefined();
    expect(englishText({ code: 'search.tooMany', values: { max: 20 } })).toBe(
      say('search.tooMany', { max: 20 }),
    );
  });
});
