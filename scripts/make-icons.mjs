// Draws the PNG icons of the web app manifest from the shapes of public/icons/icon.svg (a dark
// rounded square, a red ring, a white clock hand), with no dependency beyond node:zlib:
//   node scripts/make-icons.mjs
// writes public/icons/icon-192.png, icon-512.png and icon-maskable-512.png. The output is
// deterministic, so running it again leaves the committed files unchanged.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** The logo in the 512-unit space of icon.svg. */
const LOGO = {
  size: 512,
  cornerRadius: 96,
  background: [0x31, 0x2d, 0x2a],
  ring: { radius: 150, width: 48, color: [0xc7, 0x46, 0x34] },
  hand: {
    points: [
      [256, 150],
      [256, 256],
      [326, 326],
    ],
    width: 36,
    color: [0xff, 0xff, 0xff],
  },
};

/** Maskable icons may be cropped to a circle of 80% of their width (the safe zone): the logo is drawn
 * at this scale, so the ring (radius 174 of 512 units) ends at 28% of the width from the centre. */
const MASKABLE_SCALE = 0.8;

const OUTPUTS = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
];

// ── Signed distances, in logo units (negative inside) ──────────────────────────────────────

function roundedSquare(x, y) {
  const half = LOGO.size / 2;
  const inner = half - LOGO.cornerRadius;
  const qx = Math.abs(x - half) - inner;
  const qy = Math.abs(y - half) - inner;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - LOGO.cornerRadius;
}

function ring(x, y) {
  const centre = LOGO.size / 2;
  return Math.abs(Math.hypot(x - centre, y - centre) - LOGO.ring.radius) - LOGO.ring.width / 2;
}

function segment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.min(1, Math.max(0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function hand(x, y) {
  const [a, b, c] = LOGO.hand.points;
  return Math.min(segment(x, y, a, b), segment(x, y, b, c)) - LOGO.hand.width / 2;
}

// ── Rasterising ────────────────────────────────────────────────────────────────────────────

/** Coverage of a pixel by a shape, from its signed distance in pixels (a one-pixel ramp). */
function coverage(distancePx) {
  return Math.min(1, Math.max(0, 0.5 - distancePx));
}

/** `src` over `dst`, straight (not premultiplied) alpha, channels 0–1. */
function over(dst, [r, g, b], alpha) {
  const outAlpha = alpha + dst[3] * (1 - alpha);
  if (outAlpha === 0) return [0, 0, 0, 0];
  const mix = (s, d) => (s * alpha + d * dst[3] * (1 - alpha)) / outAlpha;
  return [mix(r / 255, dst[0]), mix(g / 255, dst[1]), mix(b / 255, dst[2]), outAlpha];
}

function draw({ size, maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  // Logo units per pixel; a maskable icon shrinks the logo into the safe zone around the centre.
  const scale = maskable ? MASKABLE_SCALE : 1;
  const unitsPerPixel = LOGO.size / size / scale;
  const offset = (LOGO.size - LOGO.size / scale) / 2;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const x = offset + (px + 0.5) * unitsPerPixel;
      const y = offset + (py + 0.5) * unitsPerPixel;
      const toPixels = (d) => d / unitsPerPixel;
      // A maskable icon is full bleed: the platform draws its own shape around it.
      const backdrop = maskable ? 1 : coverage(toPixels(roundedSquare(x, y)));
      let colour = over([0, 0, 0, 0], LOGO.background, backdrop);
      colour = over(colour, LOGO.ring.color, coverage(toPixels(ring(x, y))) * backdrop);
      colour = over(colour, LOGO.hand.color, coverage(toPixels(hand(x, y))) * backdrop);
      const at = (py * size + px) * 4;
      for (let channel = 0; channel < 4; channel += 1) {
        pixels[at + channel] = Math.round(colour[channel] * 255);
      }
    }
  }
  return pixels;
}

// ── PNG encoding (RGBA, 8 bits per channel, no interlace) ─────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  // compression, filter and interlace methods stay 0
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let row = 0; row < size; row += 1) {
    raw[row * (stride + 1)] = 0; // filter: none
    pixels.copy(raw, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const output of OUTPUTS) {
  const png = encodePng(output.size, draw(output));
  writeFileSync(output.file, png);
  console.log(`${output.file}: ${output.size}×${output.size}, ${png.length} bytes`);
}
