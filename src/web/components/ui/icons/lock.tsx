import { lineIcon } from '../icon';

export const LockIcon = /* @__PURE__ */ lineIcon(
  'lock',
  <>
    <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5M12 14.5V17" />
  </>,
);
