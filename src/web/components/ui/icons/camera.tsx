import { lineIcon } from '../icon';

export const CameraIcon = /* @__PURE__ */ lineIcon(
  'camera',
  <>
    <path d="M4.5 7.5h3L9 5h6l1.5 2.5h3A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5V9a1.5 1.5 0 0 1 1.5-1.5z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
);
