// Helpers of the phone journeys: tap-target sizes, layout shift, and React Router warnings.
import type { Page } from '@playwright/test';

/** WCAG 2.5.5 / Apple and Google guidance: 44 × 44 CSS px. */
const MIN_TAP = 44;

/**
 * Every visible control smaller than MIN_TAP on either side, described for the failure message.
 * Links inside running text are exempt (WCAG 2.5.8 "inline"), and so is a card's title link, whose
 * tap area is the whole card (a stretched ::after).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), textarea, [role="button"], [role="menuitem"], [role="tab"]',
    );
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not rendered (sr-only skip link etc.)
      if (box.width <= 1 && box.height <= 1) continue;
      if (el.closest('p') && el.tagName === 'A') continue;
      if (getComputedStyle(el, '::after').position === 'absolute' && el.tagName === 'A') continue;
      // A visually hidden file input behind its labelled drop zone.
      if (el instanceof HTMLInputElement && (el.type === 'file' || el.classList.contains('sr-only')))
        continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return out;
  }, MIN_TAP);
}

/** Starts summing layout shifts (CLS without input-driven shifts) from now on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput) {
          w.__cls += entry.value;
          const nodes = (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
          );
          w.__shifts.push(`${entry.value.toFixed(6)} ${nodes.join(' | ')}`);
        }
    }).observe({ type: 'layout-shift', buffered: false });
  });
}

/** The summed shift, and what moved (for the failure message). */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

/** Console warnings from React Router ('No `HydrateFallback` element…' and the like). */
export function collectRouterWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && /react router|hydratefallback|route/i.test(m.text()))
      warnings.push(m.text());
  });
  return warnings;
}
