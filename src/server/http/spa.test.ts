import { describe, expect, it } from 'vitest';
import { BOOT_BLOCK_ID } from '../../domain/ssr';
import { scriptsAfterContent } from './spa';

// The head Vite writes into index.html, with one preload the server render added for the page.
const SHELL = `<html><head>
<title>B/S</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/api-BBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">
<link rel="modulepreload" crossorigin href="/assets/home-page-DDDD.js">
</head><body><div id="root"><h1>Buy and sell</h1></div></body></html>`;

function bootBlock(html: string): unknown {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${BOOT_BLOCK_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('a drawn page asks for its scripts after its content (decision 130)', () => {
  it('moves the module script and every preload into the boot block, keeping styles and content', () => {
    const html = scriptsAfterContent(SHELL);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">');
    expect(html).toContain('<div id="root"><h1>Buy and sell</h1></div>');
    expect(html).toContain('<script defer src="/boot.js"></script>');
    expect(bootBlock(html)).toEqual({
      entry: '/assets/index-AAAA.js',
      preload: ['/assets/api-BBBB.js', '/assets/home-page-DDDD.js'],
    });
  });

  it('leaves a page without Vite’s module script as it is', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(scriptsAfterContent(page)).toBe(page);
  });

  it('never lets a path close the block', () => {
    const html = scriptsAfterContent(
      SHELL.replace('/assets/api-BBBB.js', '/assets/</script><script>alert(1)</script>.js'),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(bootBlock(html)).toMatchObject({
      preload: ['/assets/</script><script>alert(1)</script>.js', '/assets/home-page-DDDD.js'],
    });
  });
});
