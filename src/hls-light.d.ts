/**
 * hls.js's light build (`hls.js/light`, issue #19) ships no types of its own: it is the full
 * build's API without alternate audio, subtitles, DRM, CMCD and interstitials, which the player does
 * not use, so the full build's types describe it.
 */
declare module 'hls.js/light' {
	export * from 'hls.js';
	export { default } from 'hls.js';
}
