import { lineIcon } from '../icon';

export const BellIcon = /* @__PURE__ */ lineIcon(
  'bell',
  <>
    <path d="M18 16.5V11a6 6 0 0 0-12 0v5.5l-1.5 2h15zM12 3.5V5" />
    <path d="M10 21a2.3 2.3 0 0 0 4 0" />
  </>,
);
