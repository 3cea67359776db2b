import { lineIcon } from '../icon';

export const TagIcon = /* @__PURE__ */ lineIcon(
  'tag',
  <>
    <path d="M3.5 4.5v6.3c0 .4.2.8.4 1.1l8.2 8.2a1.5 1.5 0 0 0 2.1 0l6.3-6.3a1.5 1.5 0 0 0 0-2.1l-8.2-8.2c-.3-.3-.7-.4-1.1-.4H5a1.5 1.5 0 0 0-1.5 1.5z" />
    <circle cx="8" cy="8" r="1.3" />
  </>,
);
