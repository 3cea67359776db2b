import { lineIcon } from '../icon';

export const BanIcon = /* @__PURE__ */ lineIcon(
  'ban',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </>,
);
