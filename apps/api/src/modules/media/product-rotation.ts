/**
 * Frames of the 360° view: the product drawing turned about its vertical axis, projected
 * orthographically. At angle a the visible face (front for cos a ≥ 0, else back) is
 * squeezed to |cos a| of its width and shifted by depth·sin a, the side the turn reveals
 * is drawn next to it 2·depth·|sin a| wide, the face darkens as it turns away, and from the
 * back half a phone's camera bump stands out at the edge. URLs:
 * /media/product/{type}/rot-{angle}/{hex}.svg with an integer angle 0–359.
 */
import type { ProductType } from '@shop/contracts';
import { drawingParts } from './product-svg.ts';

export const ROTATION_VIEW = /^rot-(\d{1,3})$/;

/** The angle a view segment names, or null (not rot-N, or N outside 0–359). */
export function rotationAngle(view: string): number | null {
  const m = ROTATION_VIEW.exec(view);
  if (!m) return null;
  const angle = Number(m[1]);
  return angle < 360 && String(angle) === m[1] ? angle : null;
}

export function rotationImageUrl(type: ProductType, angle: number, hex: string): string {
  return `/media/product/${type}/rot-${angle}/${hex.replace('#', '').toLowerCase()}.svg`;
}

/** Face half-width, top, height and half-depth of each drawing, in canvas units: one `face` when front and back match. */
interface Face {
  w: number;
  top: number;
  h: number;
  d: number;
}
const GEOMETRY: Record<ProductType, ({ face: Face } | { front: Face; back: Face }) & { bump?: [number, number] }> = {
  phone: {
    face: { w: 120, top: 110, h: 520, d: 18 },
    bump: [150, 345],
  },
  foldable: {
    front: { w: 220, top: 150, h: 470, d: 14 },
    back: { w: 117, top: 110, h: 520, d: 28 },
    bump: [455, 565],
  },
  tablet: {
    face: { w: 290, top: 190, h: 400, d: 12 },
  },
  watch: {
    face: { w: 170, top: 230, h: 340, d: 50 },
  },
  earbuds: {
    face: { w: 170, top: 250, h: 260, d: 80 },
  },
  tv: {
    face: { w: 340, top: 150, h: 390, d: 12 },
  },
  audio: {
    face: { w: 300, top: 470, h: 96, d: 70 },
  },
  fridge: {
    face: { w: 190, top: 70, h: 640, d: 150 },
  },
  washer: {
    face: { w: 220, top: 110, h: 580, d: 160 },
  },
  monitor: {
    face: { w: 310, top: 170, h: 360, d: 10 },
  },
  storage: {
    face: { w: 150, top: 170, h: 460, d: 30 },
  },
  accessory: {
    face: { w: 130, top: 200, h: 330, d: 70 },
  },
};

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The frame at `angle` degrees (0 = front, 180 = back) in a colour (hex without '#'). */
export function productRotationSvg(type: ProductType, angle: number, hex: string): string {
  const parts = drawingParts(type, hex);
  const rad = (angle * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  const showFront = c >= 0;
  const g = GEOMETRY[type];
  const face = 'face' in g ? g.face : showFront ? g.front : g.back;
  const sx = Math.max(0.02, Math.abs(c));
  // Orthographic projection of a box turned by `angle`: the face centre moves by depth·sin.
  const faceShift = (showFront ? 1 : -1) * face.d * s;
  const brightness = r2(1 - 0.38 * (1 - Math.abs(c)));
  const turn = `<filter id="turn"><feComponentTransfer><feFuncR type="linear" slope="${brightness}"/><feFuncG type="linear" slope="${brightness}"/><feFuncB type="linear" slope="${brightness}"/></feComponentTransfer></filter>`;
  const faceSvg = `<g filter="url(#turn)"><g transform="translate(${r2(400 + faceShift)} 0) scale(${r2(sx)} 1) translate(-400 0)">${showFront ? parts.front : parts.back}</g></g>`;

  // The side the turn reveals: the left one for sin > 0, the right one for sin < 0.
  let side = '';
  const sideWidth = 2 * face.d * Math.abs(s);
  if (sideWidth >= 1) {
    const centre = 400 + (s > 0 ? -1 : 1) * face.w * c;
    const x = r2(centre - sideWidth / 2);
    const rx = r2(Math.min(sideWidth / 2, 10));
    side =
      `<rect x="${x}" y="${face.top}" width="${r2(sideWidth)}" height="${face.h}" rx="${rx}" fill="url(#bodyV)"/>` +
      `<rect x="${x}" y="${face.top}" width="${r2(sideWidth)}" height="${face.h}" rx="${rx}" fill="#000" opacity="${r2(0.12 + 0.18 * Math.abs(s))}"/>`;
    // From the back half the camera bump stands proud of the back, at the edge next to the side.
    if (!showFront && g.bump) {
      const edge = s > 0 ? x + sideWidth : x;
      const bw = r2(4 + 6 * Math.abs(s));
      side += `<rect x="${r2(edge - bw / 2)}" y="${g.bump[0]}" width="${bw}" height="${g.bump[1] - g.bump[0]}" rx="${r2(bw / 2)}" fill="${parts.edge}"/>`;
    }
  }
  const floor = `<ellipse cx="400" cy="${Math.min(770, face.top + face.h + 40)}" rx="${r2(Math.max(60, face.w * sx + sideWidth / 2))}" ry="12" fill="url(#floor)"/>`;
  return parts.document(floor + side + faceSvg, turn);
}
