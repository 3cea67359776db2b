// Starts the app on a page the server drew (decision 130). The page is readable without scripts, so on
// a slow connection its HTML, styles and first photos get the line first: the app's scripts are asked
// for once the page has loaded (or after 3 s, should a photo hang), not beside them. The server moves
// Vite's module script and preloads into the JSON block this reads (src/server/http/spa.ts).
(() => {
  const block = document.getElementById('bs-boot');
  if (!block) return;
  const { entry, preload } = JSON.parse(block.textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One append for all of them: each change to <head> makes the browser look at the page's styles.
    const tags = document.createDocumentFragment();
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.append(script);
    document.head.append(tags);
  };
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    setTimeout(start, 3000);
  }
})();
