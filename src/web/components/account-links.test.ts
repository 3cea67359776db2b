import { describe, expect, it } from 'vitest';
import { accountLinksFor } from './account-links';

describe('account links', () => {
  it("lead to the person's own public page by the same address on a drawn page and in the browser", () => {
    const links = accountLinksFor({});
    expect(links.find((l) => l.labelKey === 'account.publicPage')?.path).toBe('/seller/me');
    expect(links.map((l) => l.labelKey)).toContain('account.myAds');
  });

  it('show Moderation to moderators only', () => {
    expect(accountLinksFor({}).map((l) => l.path)).not.toContain('/admin');
    expect(accountLinksFor({ isModerator: true }).map((l) => l.path)).toContain('/admin');
  });
});
