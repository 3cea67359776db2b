import { lineIcon } from '../icon';

export const BookmarkIcon = /* @__PURE__ */ lineIcon(
  'bookmark',
  <path d="M7 3.5h10a1.5 1.5 0 0 1 1.5 1.5v15.5L12 16l-6.5 4.5V5A1.5 1.5 0 0 1 7 3.5z" />,
);
