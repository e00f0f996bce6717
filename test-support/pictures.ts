/**
 * Pictures for upload tests, shared by the API tests and the browser tests: real image files
 * drawn by sharp (one colour), so every test uploads the same kind of file the shop accepts.
 */
import sharp from 'sharp';

/** A one-colour picture; encode it with .png(), .jpeg(), .webp() or .gif(). */
export const picture = (width: number, height: number, background = '#3366cc') => sharp({ create: { width, height, channels: 3, background } });

/** A PNG file of that size. */
export const pngFile = (width = 64, height = 64, background?: string) => picture(width, height, background).png().toBuffer();
