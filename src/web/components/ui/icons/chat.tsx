import { lineIcon } from '../icon';

export const ChatIcon = /* @__PURE__ */ lineIcon(
  'chat',
  <>
    <path d="M5.5 4h13A1.5 1.5 0 0 1 20 5.5V15a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 15V5.5A1.5 1.5 0 0 1 5.5 4z" />
    <path d="M8 8.5h8M8 12h5" />
  </>,
);
