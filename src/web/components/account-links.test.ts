import { describe, expect, it } from 'vitest';
import { accountLinksFor } from './account-links';

const ID = 'b0000000-0000-4000-8000-000000000002';

describe('account links', () => {
  it("lead to the person's own public page once their id is known", () => {
    const links = accountLinksFor({ id: ID });
    expect(links.find((l) => l.labelKey === 'account.publicPage')?.path).toBe(`/seller/${ID}`);
    expect(links.map((l) => l.path)).not.toContain(':me');
  });

  it('leave the public page out of a drawn page, which carries no id (decision 144)', () => {
    const links = accountLinksFor({ id: '' });
    expect(links.map((l) => l.labelKey)).not.toContain('account.publicPage');
    expect(links.map((l) => l.labelKey)).toContain('account.myAds');
  });

  it('show Moderation to moderators only', () => {
    expect(accountLinksFor({ id: ID }).map((l) => l.path)).not.toContain('/admin');
    expect(accountLinksFor({ id: ID, isModerator: true }).map((l) => l.path)).toContain('/admin');
  });
});
