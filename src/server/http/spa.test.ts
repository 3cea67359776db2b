import { describe, expect, it } from 'vitest';
import { withTapHolder } from './spa';

// The head Vite writes into index.html, with one preload the server render added for the page.
const SHELL = `<html><head>
<meta charset="UTF-8" />
<title>B/S</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-BBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">
<link rel="modulepreload" crossorigin href="/assets/home-page-DDDD.js">
</head><body><div id="root"><h1>Buy and sell</h1></div></body></html>`;

describe('a drawn page holds early taps and starts its app at once (decision 137)', () => {
  it('puts boot.js first in <head>, ahead of the styles and every script', () => {
    const html = withTapHolder(SHELL);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head.indexOf('<script src="/boot.js"></script>')).toBe('<head>\n'.length);
    expect(head.match(/<script/g)).toHaveLength(2);
  });

  it('leaves the module script and its preloads where Vite wrote them, and the content as it is', () => {
    const html = withTapHolder(SHELL);
    expect(html.replace('<script src="/boot.js"></script>\n', '')).toBe(SHELL);
  });
});
