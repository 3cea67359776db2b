// The interface's pictographic icons as inline SVG, in place of emoji: emoji draw as empty boxes on
// phones whose fonts lack them, and an icon font would be one more download. One drawing style for
// these and the category icons (category-icon.tsx): a 24 px grid, 1.8 px round strokes in the text
// colour, no fill. Always decorative (aria-hidden): the text beside every icon says what it is.
// Each icon is its own module in ./icons, so a page's bundle carries only the drawings it shows (one
// module of all fourteen became a shared chunk that every route loaded whole).
import type { ReactNode } from 'react';

/** The one <svg> wrapper of every line icon; `data-*` attributes pass through (tests find icons by them). */
export function LineIcon({
  size = 24,
  className,
  children,
  ...data
}: {
  size?: number;
  className?: string;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...data}
    >
      {children}
    </svg>
  );
}

interface IconProps {
  /** px square; or sized by `className`. */
  size?: number;
  className?: string;
}
export type IconComponent = (props: IconProps) => ReactNode;

/** An icon component drawing `drawing`, marked `data-icon={name}` (tests find icons by it). */
export function lineIcon(name: string, drawing: ReactNode): IconComponent {
  return function Icon({ size = 24, className }: IconProps) {
    return (
      <LineIcon size={size} className={className} data-icon={name}>
        {drawing}
      </LineIcon>
    );
  };
}
