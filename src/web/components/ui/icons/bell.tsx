import { lineIcon } from '../icon';

export const BellIcon = /* @__PURE__ */ lineIcon(
  'bell',
  <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />,
);
