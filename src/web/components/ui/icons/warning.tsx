import { lineIcon } from '../icon';

export const WarningIcon = /* @__PURE__ */ lineIcon(
  'warning',
  <>
    <path d="M10.3 4.2 2.7 17.5a2 2 0 0 0 1.7 3h15.2a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5V14M12 17.3h.01" />
  </>,
);
