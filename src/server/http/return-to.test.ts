import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/my-ads')).toBe('/my-ads');
    expect(safeReturnTo('/mobile-phones?q=a55&location=Lahore')).toBe('/mobile-phones?q=a55&location=Lahore');
  });
  it.each([
    ['//evil.com', 'protocol-relative'],
    ['/.//evil.example', 'protocol-relative once normalised'],
    ['/a/..//evil.example/x', 'protocol-relative after a dot-dot'],
    ['/\\evil.com', 'backslash'],
    ['https://evil.com/x', 'absolute'],
    ['javascript:alert(1)', 'script'],
    ['evil.com', 'relative'],
    ['/\t/evil.com', 'control character'],
    ['/auth/login?returnTo=/', 'sign-in loop'],
    ['', 'empty'],
    [undefined, 'missing'],
    [['/a', '/b'], 'repeated'],
    ['/' + 'a'.repeat(3000), 'too long'],
  ] as [unknown, string][])('sends %s (%s) home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});
