import { describe, expect, it } from 'vitest';
import { replyTimeOf } from './seller';

const H = 60 * 60;

describe('replyTimeOf (decision 183)', () => {
  it('says nothing below three conversations', () => {
    expect(replyTimeOf(null)).toBeNull();
    expect(replyTimeOf({ conversations: 2, answeredInTime: 2, medianSeconds: 60 })).toBeNull();
    expect(replyTimeOf({ conversations: 3, answeredInTime: 3, medianSeconds: 60 })).toBe('hour');
  });

  it('words the median: an hour, a few hours, a day, then nothing', () => {
    const at = (medianSeconds: number) => replyTimeOf({ conversations: 5, answeredInTime: 5, medianSeconds });
    expect(at(H)).toBe('hour');
    expect(at(H + 1)).toBe('hours');
    expect(at(6 * H)).toBe('hours');
    expect(at(6 * H + 1)).toBe('day');
    expect(at(24 * H)).toBe('day');
    expect(at(24 * H + 1)).toBeNull();
  });

  it('says "Replies rarely" when fewer than a third are answered within three days', () => {
    expect(replyTimeOf({ conversations: 3, answeredInTime: 1, medianSeconds: null })).toBeNull();
    expect(replyTimeOf({ conversations: 4, answeredInTime: 1, medianSeconds: null })).toBe('rarely');
    expect(replyTimeOf({ conversations: 10, answeredInTime: 3, medianSeconds: 600 })).toBe('rarely');
  });
});
