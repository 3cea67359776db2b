// @vitest-environment happy-dom
// Line icons (ui/icon.tsx): decorative inline SVG, never an emoji that draws as a box on phones
// lacking the font; the category icons share the same <svg> wrapper.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { IconComponent } from './icon';
import { CategoryIcon } from '../category-icon';
import { modulesIn } from '../../../../test/support/code/modules';

afterEach(cleanup);

/** Every icon of ./icons, one module each (so bundles carry only those they use). */
const ICONS = (await modulesIn('src/web/components/ui/icons', ['.tsx'])).flatMap(
  ([, module]) => Object.entries(module) as [string, IconComponent][],
);

describe('line icons', () => {
  it('are the fifteen the interface draws', () => {
    expect(ICONS.map(([name]) => name).sort()).toEqual([
      'BanIcon',
      'BellIcon',
      'BookmarkIcon',
      'CameraIcon',
      'ChatIcon',
      'CompassIcon',
      'FlagIcon',
      'FolderIcon',
      'GearIcon',
      'HeartIcon',
      'LockIcon',
      'PersonIcon',
      'ShieldIcon',
      'TagIcon',
      'WarningIcon',
    ]);
  });

  it.each(ICONS)('draws %s as a decorative, unfocusable svg in the text colour', (name, Glyph) => {
    const { container } = render(<Glyph size={18} className="text-brand-700" />);
    const svg = container.querySelector(`svg[data-icon="${name.replace(/Icon$/, '').toLowerCase()}"]`);
    expect(svg).not.toBeNull();
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('width')).toBe('18');
    expect(svg?.getAttribute('class')).toBe('text-brand-700');
    expect(svg?.childElementCount).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('shares its wrapper with the category icons, which keep data-category-icon', () => {
    const { container } = render(<CategoryIcon category="mobiles" size={20} />);
    const svg = container.querySelector('svg[data-category-icon="mobiles"]');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('stroke-width')).toBe('1.8');
    expect(svg?.getAttribute('width')).toBe('20');
  });
});
