/**
 * Writes public/favicon.ico from public/favicon.svg: browsers and feed readers that ask for
 * `/favicon.ico` without reading the page's `<link rel="icon">` get the same mark (issue #17).
 * The ICO holds PNG images of 16, 32 and 48 px (a PNG inside an ICO is valid since Windows Vista
 * and in every current browser). Run `node scripts/make-favicon.ts` after changing the SVG.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const svg = await readFile('public/favicon.svg');
const images = await Promise.all(
	SIZES.map((size) =>
		sharp(svg, { density: 72 * (size / 32) * 4 })
			.resize(size, size)
			.png()
			.toBuffer(),
	),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, index) => {
	const entry = 6 + 16 * index;
	const size = SIZES[index] ?? 0;
	header.writeUInt8(size % 256, entry);
	header.writeUInt8(size % 256, entry + 1);
	header.writeUInt8(0, entry + 2);
	header.writeUInt8(0, entry + 3);
	header.writeUInt16LE(1, entry + 4);
	header.writeUInt16LE(32, entry + 6);
	header.writeUInt32LE(image.length, entry + 8);
	header.writeUInt32LE(offset, entry + 12);
	offset += image.length;
});
await writeFile('public/favicon.ico', Buffer.concat([header, ...images]));
console.log(`public/favicon.ico: ${SIZES.join(', ')} px, ${offset} bytes`);
