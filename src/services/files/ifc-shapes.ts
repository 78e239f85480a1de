import type { ElementKind } from './subject';

/** An axis-aligned box in metres: corner (x, y, z) and extents; x along the width, y through the wall, z up. */
export interface Box {
  part: string;
  x: number;
  y: number;
  z: number;
  dx: number;
  dy: number;
  dz: number;
}

interface ElementShape {
  boxes: Box[];
  /** Plan symbol (door swing) as a polyline in the XY plane, metres. */
  swing: Array<[number, number]> | null;
}

/** Metres per inch: shapes are given in inches and written in the file's unit, the metre. */
const M = 0.0254;

function box(part: string, x: number, y: number, z: number, dx: number, dy: number, dz: number): Box {
  return { part, x: x * M, y: y * M, z: z * M, dx: dx * M, dy: dy * M, dz: dz * M };
}

/** A door: two jambs and a head, one or two leaves, and the swing of each leaf in plan. */
function door(width: number, height: number, thickness: number): ElementShape {
  const frame = 2;
  const depth = 5.75;
  const leafY = (depth - thickness) / 2;
  const boxes = [box('Jamb', -frame, 0, 0, frame, depth, height + frame), box('Jamb', width, 0, 0, frame, depth, height + frame), box('Head', 0, 0, height, width, depth, frame)];
  const pair = width >= 60;
  const leafWidth = pair ? width / 2 : width;
  const swing: Array<[number, number]> = [];
  for (let i = 0; i < (pair ? 2 : 1); i++) {
    boxes.push(box('Leaf', i * leafWidth + 0.125, leafY, 0.75, leafWidth - 0.25, thickness, height - 0.875));
    const hinge = i === 0 ? 0 : width;
    const from = i === 0 ? 0 : Math.PI;
    const to = -Math.PI / 2;
    for (let s = 0; s <= 12; s++) {
      const angle = from + ((i === 0 ? to - from : Math.PI / 2) * s) / 12;
      swing.push([(hinge + leafWidth * Math.cos(angle)) * M, (leafY + leafWidth * Math.sin(angle)) * M]);
    }
    swing.push([hinge * M, leafY * M]);
  }
  return { boxes, swing };
}

/** A window: frame members, a sash per light (two side by side when wide), and the glass in each. */
function window(width: number, height: number, thickness: number): ElementShape {
  const frame = 2.5;
  const depth = Math.max(4, thickness + 1.5);
  const boxes = [
    box('Frame', 0, 0, 0, frame, depth, height),
    box('Frame', width - frame, 0, 0, frame, depth, height),
    box('Frame', frame, 0, height - frame, width - 2 * frame, depth, frame),
    box('Frame', frame, 0, 0, width - 2 * frame, depth, frame),
  ];
  const lights = width >= 48 ? 2 : 1;
  const lightWidth = (width - 2 * frame) / lights;
  const sash = 1.75;
  for (let i = 0; i < lights; i++) {
    const x = frame + i * lightWidth;
    const y = (depth - thickness) / 2;
    boxes.push(
      box('Sash', x, y, frame, sash, thickness, height - 2 * frame),
      box('Sash', x + lightWidth - sash, y, frame, sash, thickness, height - 2 * frame),
      box('Sash', x + sash, y, height - frame - sash, lightWidth - 2 * sash, thickness, sash),
      box('Sash', x + sash, y, frame, lightWidth - 2 * sash, thickness, sash),
      box('Glass', x + sash, depth / 2 - 0.5, frame + sash, lightWidth - 2 * sash, 1, height - 2 * frame - 2 * sash),
    );
  }
  return { boxes, swing: null };
}

/** A panel: its two faces and its core, as thick as the product states. */
function panel(width: number, height: number, thickness: number): ElementShape {
  const face = Math.min(0.5, thickness / 6);
  return {
    boxes: [box('Face', 0, 0, 0, width, face, height), box('Core', 0, face, 0, width, thickness - 2 * face, height), box('Face', 0, thickness - face, 0, width, face, height)],
    swing: null,
  };
}

/** The element's body in metres, by family. Sizes in inches. */
export function elementShape(kind: ElementKind, width: number, height: number, thickness: number): ElementShape {
  if (kind === 'door') return door(width, height, thickness);
  if (kind === 'window') return window(width, height, Math.min(thickness, 2.5));
  return panel(width, height, thickness);
}
