// @vitest-environment happy-dom
// Sign-out forgets the scroll positions this tab kept, and the addresses they were kept under
// (decision 181); a person still signed in keeps theirs.
import { describe, expect, it } from 'vitest';
import { forgetScrollPositions, scrollStorageKey } from './scroll-positions';

describe('scroll positions', () => {
  it('are forgotten on sign-out, from our key, older ones and the router’s default, and start empty', () => {
    const before = scrollStorageKey();
    sessionStorage.setItem(before, JSON.stringify({ 'load-1/chat/5f0c': 420, abc: 10 }));
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ 'load-0/chat/77aa': 90 }));
    sessionStorage.setItem('bs-draft', 'kept: not a scroll position');

    forgetScrollPositions();

    const after = scrollStorageKey();
    expect(after).not.toBe(before);
    expect(sessionStorage.getItem(before)).toBeNull();
    expect(sessionStorage.getItem('react-router-scroll-positions')).toBeNull();
    expect(sessionStorage.getItem(after)).toBe('{}');
    expect(sessionStorage.getItem('bs-draft')).toBe('kept: not a scroll position');
    const everything = Array.from({ length: sessionStorage.length }, (_, i) =>
      sessionStorage.getItem(sessionStorage.key(i)!),
    );
    expect(everything.join(' ')).not.toContain('/chat/');
  });

  it('are kept while the person stays: the key holds until the next sign-out', () => {
    const key = scrollStorageKey();
    sessionStorage.setItem(key, JSON.stringify({ abc: 10 }));
    expect(scrollStorageKey()).toBe(key);
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ abc: 10 });
  });
});
