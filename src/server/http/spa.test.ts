import { describe, expect, it } from 'vitest';
import { BOOT_BLOCK_ID } from '../../domain/ssr';
import { withBoot } from './spa';

// The head Vite writes into index.html, with one preload the server render added for the page.
const SHELL = `<html><head>
<meta charset="UTF-8" />
<title>B/S</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-BBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">
<link rel="modulepreload" crossorigin href="/assets/home-page-DDDD.js">
</head><body><div id="root"><h1>Buy and sell</h1></div></body></html>`;

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('a drawn page holds early taps, and its app waits for its first frame (decisions 137, 166)', () => {
  it('puts boot.js first in <head>, ahead of the styles, and leaves no other script to run', () => {
    const head = headOf(withBoot(SHELL));
    expect(head.indexOf('<script src="/boot.js"></script>')).toBe('<head>\n'.length);
    expect(head.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">');
  });

  it('lists the module script and every preload, in order, for boot.js to ask for', () => {
    const html = withBoot(SHELL);
    const block = new RegExp(`<script type="application/json" id="${BOOT_BLOCK_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(block![1]!)).toEqual({
      entry: '/assets/index-AAAA.js',
      preload: ['/assets/api-BBBB.js', '/assets/home-page-DDDD.js'],
    });
  });

  it('leaves the content as it is', () => {
    expect(withBoot(SHELL)).toContain('<body><div id="root"><h1>Buy and sell</h1></div></body>');
  });
});
