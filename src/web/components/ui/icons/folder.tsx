import { lineIcon } from '../icon';

export const FolderIcon = /* @__PURE__ */ lineIcon(
  'folder',
  <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.5h8.4A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />,
);
