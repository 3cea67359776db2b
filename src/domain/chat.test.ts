import { describe, expect, it } from 'vitest';
import { QUICK_REPLIES } from './chat';
import { hasLink } from './safety/contact-details';
import { messageInputSchema, CHAT_MSG } from './schemas';

describe('hasLink', () => {
  it.each([
    'pay at https://pay.example',
    'see http://x.y',
    'www.olx-deals.net/abc',
    'send to easypaisa-refund.pk now',
    'JazzCash.COM support',
  ])('warns about %s', (text) => expect(hasLink(text)).toBe(true));

  it.each(['Is this still available?', 'Rs. 45,000 final.', 'Meet at 5.30 near Liberty', 'e.g. tomorrow'])(
    'leaves %s alone',
    (text) => expect(hasLink(text)).toBe(false),
  );
});

describe('messageInputSchema', () => {
  it('trims, and takes text or a photo', () => {
    expect(messageInputSchema.parse({ body: '  hi  ' })).toEqual({ body: 'hi' });
    const imageId = '5a0c7f3e-9d2b-4c1e-8f3a-2b6d9e0c1a47';
    expect(messageInputSchema.parse({ imageId })).toEqual({ body: '', imageId });
    expect(messageInputSchema.safeParse({ body: ' ' }).error?.issues[0]?.message).toBe(CHAT_MSG.empty);
  });

  it('offers the three quick replies word for word', () => {
    expect(QUICK_REPLIES).toEqual([
      'Is this still available?',
      'What is your last price?',
      'Where can I see it?',
    ]);
  });
});
