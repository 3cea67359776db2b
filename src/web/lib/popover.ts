// Native popovers (Chrome 114 and later) open and close before the app has come (decision 178). An
// older browser draws a [popover] as any element; styles.css then shows it only with `data-open`.

export const popoversSupported = (): boolean =>
  typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** Whether the element is an open popover (false where there are no popovers). */
export const popoverOpen = (element: Element): boolean =>
  popoversSupported() && element.matches(':popover-open');
