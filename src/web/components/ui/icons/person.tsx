import { lineIcon } from '../icon';

export const PersonIcon = /* @__PURE__ */ lineIcon(
  'person',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-4 3.9-6 7.5-6s6.7 2 7.5 6" />
  </>,
);
