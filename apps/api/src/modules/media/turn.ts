/**
 * The product turned about its vertical axis, projected orthographically (the 360° view and
 * the three-quarter pictures). At angle a the visible face (front for cos a ≥ 0, else back) is
 * squeezed to |cos a| of its width and shifted by depth·sin a, the side the turn reveals is
 * drawn next to it 2·depth·|sin a| wide, the face darkens as it turns away, and from the back
 * half a camera bump stands out at the edge.
 */
import type { Drawing } from './design-grammar.ts';
import { r2, type Palette } from './svg-kit.ts';

/** The body of the frame at `angle` degrees (0 = front, 180 = back) and the filter it uses. */
export function turnedBody(d: Drawing, p: Palette, angle: number): { body: string; defs: string } {
  const rad = (angle * Math.PI) / 180;
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  const showFront = c >= 0;
  const face = showFront ? d.turn.faceFront : (d.turn.faceBack ?? d.turn.faceFront);
  const sx = Math.max(0.02, Math.abs(c));
  // Orthographic projection of a box turned by `angle`: the face centre moves by depth·sin.
  const faceShift = (showFront ? 1 : -1) * face.d * s;
  const brightness = r2(1 - 0.38 * (1 - Math.abs(c)));
  const defs = `<filter id="turn"><feComponentTransfer><feFuncR type="linear" slope="${brightness}"/><feFuncG type="linear" slope="${brightness}"/><feFuncB type="linear" slope="${brightness}"/></feComponentTransfer></filter>`;
  const shown = showFront ? (d.turn.front ?? d.front) : (d.turn.back ?? d.back);
  const faceSvg = `<g filter="url(#turn)"><g transform="translate(${r2(400 + faceShift)} 0) scale(${r2(sx)} 1) translate(-400 0)">${shown}</g></g>`;

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
    if (!showFront && d.turn.bump) {
      const edge = s > 0 ? x + sideWidth : x;
      const bw = r2(4 + 6 * Math.abs(s));
      side += `<rect x="${r2(edge - bw / 2)}" y="${r2(d.turn.bump[0])}" width="${bw}" height="${r2(d.turn.bump[1] - d.turn.bump[0])}" rx="${r2(bw / 2)}" fill="${p.edge}"/>`;
    }
  }
  const floor = `<ellipse cx="400" cy="${r2(Math.min(770, face.top + face.h + 40))}" rx="${r2(Math.max(60, face.w * sx + sideWidth / 2))}" ry="12" fill="url(#floor)"/>`;
  return { body: floor + side + faceSvg, defs };
}
