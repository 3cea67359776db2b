// A simple drawn shape per category for the demo photos (no emoji font, no download): SVG in a
// 240×240 box, drawn in `fill` on the category's gradient.
import type { CategoryKey } from '../domain/categories';

const SHAPES: Record<CategoryKey, string> = {
  mobiles:
    '<rect x="62" y="10" width="116" height="220" rx="20"/><rect x="74" y="32" width="92" height="168" rx="6" fill-opacity="0.35" fill="#000"/><circle cx="120" cy="214" r="7" fill="#000" fill-opacity="0.35"/>',
  vehicles:
    '<path d="M14 150 L34 100 Q42 84 60 82 L176 82 Q194 84 204 100 L226 150 L226 186 L14 186 Z"/><path d="M58 100 L180 100 L196 140 L44 140 Z" fill="#000" fill-opacity="0.3"/><circle cx="62" cy="188" r="26"/><circle cx="178" cy="188" r="26"/><circle cx="62" cy="188" r="11" fill="#000" fill-opacity="0.35"/><circle cx="178" cy="188" r="11" fill="#000" fill-opacity="0.35"/>',
  propertyforsale:
    '<path d="M120 16 L226 110 L198 110 L198 224 L42 224 L42 110 L14 110 Z"/><rect x="100" y="150" width="40" height="74" fill="#000" fill-opacity="0.3"/><rect x="62" y="124" width="28" height="28" fill="#000" fill-opacity="0.3"/><rect x="150" y="124" width="28" height="28" fill="#000" fill-opacity="0.3"/>',
  propertyforrent:
    '<circle cx="72" cy="120" r="54"/><circle cx="72" cy="120" r="22" fill="#000" fill-opacity="0.3"/><rect x="116" y="108" width="114" height="24" rx="6"/><rect x="182" y="130" width="18" height="34" rx="3"/><rect x="210" y="130" width="18" height="24" rx="3"/>',
  electronicsandhome:
    '<rect x="10" y="30" width="220" height="142" rx="12"/><rect x="24" y="44" width="192" height="114" rx="4" fill="#000" fill-opacity="0.3"/><rect x="100" y="172" width="40" height="34"/><rect x="60" y="204" width="120" height="14" rx="7"/>',
  bikes:
    '<circle cx="52" cy="170" r="42" fill="none" stroke-width="16"/><circle cx="190" cy="170" r="42" fill="none" stroke-width="16"/><path d="M52 170 L100 110 L160 110 L190 170" fill="none" stroke-width="16" stroke-linejoin="round"/><path d="M92 96 L150 96 L168 74 L200 74" fill="none" stroke-width="14" stroke-linecap="round"/><rect x="98" y="112" width="60" height="40" rx="10"/>',
  businessandindustrial:
    '<path d="M14 226 L14 110 L74 140 L74 110 L134 140 L134 110 L194 140 L194 40 L226 40 L226 226 Z"/><rect x="40" y="170" width="30" height="30" fill="#000" fill-opacity="0.3"/><rect x="100" y="170" width="30" height="30" fill="#000" fill-opacity="0.3"/><rect x="160" y="170" width="30" height="30" fill="#000" fill-opacity="0.3"/>',
  services:
    '<g transform="rotate(-45 120 120)"><rect x="104" y="60" width="32" height="170" rx="14"/><path d="M78 18 A52 52 0 1 0 162 18 L162 58 L136 74 L104 74 L78 58 Z"/></g>',
  jobs: '<rect x="14" y="70" width="212" height="146" rx="16"/><path d="M82 70 L82 44 Q82 30 96 30 L144 30 Q158 30 158 44 L158 70" fill="none" stroke-width="16"/><rect x="14" y="124" width="212" height="14" fill="#000" fill-opacity="0.25"/><rect x="104" y="116" width="32" height="30" rx="6"/>',
  animals:
    '<ellipse cx="120" cy="162" rx="62" ry="52"/><ellipse cx="44" cy="104" rx="24" ry="32"/><ellipse cx="92" cy="56" rx="24" ry="34"/><ellipse cx="148" cy="56" rx="24" ry="34"/><ellipse cx="196" cy="104" rx="24" ry="32"/>',
  furnitureanddecor:
    '<rect x="44" y="60" width="152" height="90" rx="18"/><rect x="10" y="110" width="52" height="92" rx="16"/><rect x="178" y="110" width="52" height="92" rx="16"/><rect x="52" y="140" width="136" height="52" rx="10"/><rect x="30" y="200" width="16" height="26"/><rect x="194" y="200" width="16" height="26"/>',
  fashionandbeauty:
    '<path d="M120 70 Q120 50 136 42 Q150 34 146 20 Q140 8 124 12" fill="none" stroke-width="10" stroke-linecap="round"/><path d="M120 70 L226 150 Q232 160 220 164 L20 164 Q8 160 14 150 Z"/><path d="M66 164 L50 230 L190 230 L174 164 Z" fill-opacity="0.8"/>',
  booksandhobbies:
    '<path d="M120 52 Q80 30 14 36 L14 206 Q80 200 120 222 Z"/><path d="M120 52 Q160 30 226 36 L226 206 Q160 200 120 222 Z" fill-opacity="0.8"/><path d="M40 80 L96 90 M40 110 L96 120 M40 140 L96 150" stroke="#000" stroke-opacity="0.3" stroke-width="8"/>',
  kids: '<circle cx="62" cy="62" r="36"/><circle cx="178" cy="62" r="36"/><circle cx="120" cy="134" r="92"/><circle cx="88" cy="118" r="12" fill="#000" fill-opacity="0.4"/><circle cx="152" cy="118" r="12" fill="#000" fill-opacity="0.4"/><ellipse cx="120" cy="168" rx="30" ry="22" fill="#000" fill-opacity="0.2"/>',
};

/** The category's shape at (x, y), `size` px square, in `fill` (strokes too, for the line drawings). */
export function iconSvg(
  category: CategoryKey,
  x: number,
  y: number,
  size: number,
  fill: string,
  opacity = 1,
): string {
  const s = size / 240;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" stroke="${fill}" stroke-width="0" fill-opacity="${opacity}" stroke-opacity="${opacity}">${SHAPES[category]}</g>`;
}
