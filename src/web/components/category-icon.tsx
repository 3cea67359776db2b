// The 14 category icons as inline SVG: emoji draw as empty boxes on phones whose fonts lack
// them, and an icon font would be one more download. One drawing style for all: a 24 px grid, 1.8 px
// round strokes in the text colour (the <svg> wrapper, LineIcon, is shared with the interface's other
// icons, ui/icon.tsx). Always decorative (aria-hidden): the category's name is written beside every
// icon, so the name is what screen readers read.
import type { ReactNode } from 'react';
import type { CategoryKey } from '../../domain/categories';
import { LineIcon } from './ui/icon';

const DRAWINGS: Record<CategoryKey, ReactNode> = {
  mobiles: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  vehicles: (
    <>
      <path d="M5 17H3.5v-4.5L5.5 7.5h13l2 5V17H19" />
      <path d="M3.5 12.5h17M9.5 17h5" />
      <circle cx="7.5" cy="17" r="2" />
      <circle cx="16.5" cy="17" r="2" />
    </>
  ),
  propertyforsale: (
    <>
      <path d="M3 11.5 12 4l9 7.5" />
      <path d="M5.5 10v10h13V10M10 20v-5.5h4V20" />
    </>
  ),
  propertyforrent: (
    <>
      <circle cx="8" cy="15.5" r="4.5" />
      <path d="m11.2 12.3 8.8-8.8M16.5 7l3 3M14.5 9l2 2" />
    </>
  ),
  electronicsandhome: (
    <>
      <rect x="2.5" y="4.5" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 17.5V21" />
    </>
  ),
  bikes: (
    <>
      <circle cx="5.5" cy="16.5" r="3" />
      <circle cx="18.5" cy="16.5" r="3" />
      <path d="m5.5 16.5 4-5.5h4.5l4.5 5.5M9.5 11 8.5 8H6.5M14 11l1.5-4h3" />
    </>
  ),
  businessandindustrial: (
    <>
      <path d="M3 20.5V11l5 3v-3l5 3v-3l5 3V4h3v16.5z" />
      <path d="M7 17.5h1M11 17.5h1M15 17.5h1" />
    </>
  ),
  services: (
    <path d="M14.5 6.5a4 4 0 0 0-5.2 5.2L3.5 17.5l3 3 5.8-5.8a4 4 0 0 0 5.2-5.2L15 12l-2.5-.5L12 9z" />
  ),
  jobs: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 13h18" />
    </>
  ),
  animals: (
    <>
      <circle cx="5.5" cy="10.5" r="2" />
      <circle cx="9.5" cy="6" r="2" />
      <circle cx="14.5" cy="6" r="2" />
      <circle cx="18.5" cy="10.5" r="2" />
      <path d="M12 12c-3 0-5 3-5 5.5 0 1.6 1.2 2.5 2.6 2.5 1 0 1.6-.5 2.4-.5s1.4.5 2.4.5c1.4 0 2.6-.9 2.6-2.5C17 15 15 12 12 12z" />
    </>
  ),
  furnitureanddecor: (
    <>
      <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
      <path d="M3 11a2 2 0 0 1 2 2v2h14v-2a2 2 0 1 1 4 0v5H1v-5a2 2 0 0 1 2-2zM4 18v2.5M20 18v2.5" />
    </>
  ),
  fashionandbeauty: <path d="M8.5 3.5 3 6.5l2 5 3-1.2V20.5h8V10.3l3 1.2 2-5-5.5-3a3.5 3.5 0 0 1-7 0z" />,
  booksandhobbies: (
    <>
      <path d="M2.5 5.5c3.2-1 6.8-.8 9.5 1v14c-2.7-1.8-6.3-2-9.5-1z" />
      <path d="M21.5 5.5c-3.2-1-6.8-.8-9.5 1v14c2.7-1.8 6.3-2 9.5-1z" />
    </>
  ),
  kids: (
    <>
      <circle cx="12" cy="13.5" r="6.5" />
      <circle cx="6.5" cy="6" r="2.5" />
      <circle cx="17.5" cy="6" r="2.5" />
      <path d="M9.8 12.2h.01M14.2 12.2h.01M10.3 16a2.4 2.4 0 0 0 3.4 0" />
    </>
  ),
};

/** A category's icon, `size` px square (or sized by `className`), drawn in the current text colour. */
export function CategoryIcon({
  category,
  size = 24,
  className,
}: {
  category: CategoryKey;
  size?: number;
  className?: string;
}) {
  return (
    <LineIcon size={size} className={className} data-category-icon={category}>
      {DRAWINGS[category]}
    </LineIcon>
  );
}
