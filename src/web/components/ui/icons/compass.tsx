import { lineIcon } from '../icon';

export const CompassIcon = /* @__PURE__ */ lineIcon(
  'compass',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m16.2 7.8-2.6 5.8-5.8 2.6 2.6-5.8z" />
  </>,
);
