import { lineIcon } from '../icon';

export const FlagIcon = /* @__PURE__ */ lineIcon('flag', <path d="M5 21V3.5M5 4h13l-3 4.5 3 4.5H5" />);
