/**
 * Frames of the 360° view: the product drawing turned about its vertical axis (turn.ts), one
 * frame per URL: /media/product/{type}/{design}/rot-{angle}/{hex}.svg with an integer angle
 * 0–359 (the older /media/product/{type}/rot-{angle}/{hex}.svg turns the type's default design).
 */
import type { ProductType } from '@shop/contracts';
import { designFor, drawingParts } from './product-svg.ts';
import { turnedBody } from './turn.ts';

export const ROTATION_VIEW = /^rot-(\d{1,3})$/;

/** The angle a view segment names, or null (not rot-N, or N outside 0–359). */
export function rotationAngle(view: string): number | null {
  const m = ROTATION_VIEW.exec(view);
  if (!m) return null;
  const angle = Number(m[1]);
  return angle < 360 && String(angle) === m[1] ? angle : null;
}

export function rotationImageUrl(type: ProductType, design: string | null | undefined, angle: number, hex: string): string {
  return `/media/product/${type}/${designFor(type, design)}/rot-${angle}/${hex.replace('#', '').toLowerCase()}.svg`;
}

/** The frame at `angle` degrees (0 = front, 180 = back) in a colour (hex without '#'). */
export function productRotationSvg(type: ProductType, design: string | null | undefined, angle: number, hex: string): string {
  const { drawing, palette, document } = drawingParts(type, design, hex);
  const frame = turnedBody(drawing, palette, angle);
  return document(frame.body, frame.defs);
}
