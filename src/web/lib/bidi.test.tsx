// Text people wrote, isolated inside a sentence of ours (decision 153).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIsolated } from './bidi';

const html = (node: React.ReactNode) => renderToStaticMarkup(<p>{node}</p>);

describe('withIsolated', () => {
  it('puts the text where the sentence has it, in a <bdi>', () => {
    expect(html(withIsolated((m) => `Hidden by moderators: ${m}`, 'Fake photos?'))).toBe(
      '<p>Hidden by moderators: <bdi>Fake photos?</bdi></p>',
    );
    expect(html(withIsolated((m) => `«${m}» was said`, 'Hi'))).toBe('<p>«<bdi>Hi</bdi>» was said</p>');
  });
  it('escapes the text as any text, and keeps a sentence without it as it is', () => {
    expect(html(withIsolated((m) => `You: ${m}`, '<b>x</b>'))).toBe(
      '<p>You: <bdi>&lt;b&gt;x&lt;/b&gt;</bdi></p>',
    );
    expect(html(withIsolated(() => 'Nothing here', 'x'))).toBe('<p>Nothing here</p>');
  });
  it('with a class, the sentence around the text never shrinks, so only the text is cut', () => {
    expect(html(withIsolated((m) => `You: ${m}`, 'Is it there?', 'min-w-0 truncate'))).toBe(
      '<p><span class="shrink-0 whitespace-pre">You: </span><bdi class="min-w-0 truncate">Is it there?</bdi></p>',
    );
  });
});
