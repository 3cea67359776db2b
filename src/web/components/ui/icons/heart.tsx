import { lineIcon } from '../icon';

export const HeartIcon = /* @__PURE__ */ lineIcon(
  'heart',
  <path d="M12 20.5C7 17 3 13.6 3 9.2 3 6.3 5.2 4 8 4c1.7 0 3.1.8 4 2.2C12.9 4.8 14.3 4 16 4c2.8 0 5 2.3 5 5.2 0 4.4-4 7.8-9 11.3z" />,
);
