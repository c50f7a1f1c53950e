/**
 * Rebuilds an uploaded SVG from an allowlist, so a logo can never carry script. An SVG is a
 * document: opened on its own (not through <img>) it runs `<script>`, event handlers,
 * `javascript:` links and `<foreignObject>` HTML, and it can pull outside resources through hrefs,
 * `<style>` imports and `url()`. Removing the bad parts from the text is a losing game (encodings,
 * entities, namespaces), so this parses the document with a strict XML parser (sax) and writes a
 * new one holding only known drawing elements and attributes, with local `#id` references only.
 * What cannot be parsed, has no `<svg>` root or declares entities (a DOCTYPE internal subset) is
 * refused with `SvgRejectedError`.
 *
 * Serving adds a second wall: routes/files sends SVG with a CSP that blocks scripts and sandboxes
 * the document.
 */
import sax from 'sax';

/** The SVG could not be parsed or is not one this campus keeps. */
export class SvgRejectedError extends Error {
	constructor(reason: string) {
		super(reason);
		this.name = 'SvgRejectedError';
	}
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Static drawing only: no script, foreignObject, a, animate/set, iframe, audio, video. */
const ELEMENTS = new Set([
	'svg',
	'g',
	'defs',
	'title',
	'desc',
	'symbol',
	'use',
	'path',
	'rect',
	'circle',
	'ellipse',
	'line',
	'polyline',
	'polygon',
	'text',
	'tspan',
	'textPath',
	'linearGradient',
	'radialGradient',
	'stop',
	'pattern',
	'clipPath',
	'mask',
	'marker',
	'image',
	'style',
	'switch',
	'filter',
	'feBlend',
	'feColorMatrix',
	'feComponentTransfer',
	'feComposite',
	'feDropShadow',
	'feFlood',
	'feFuncA',
	'feFuncB',
	'feFuncG',
	'feFuncR',
	'feGaussianBlur',
	'feMerge',
	'feMergeNode',
	'feMorphology',
	'feOffset',
]);

/** Elements whose text is content; text anywhere else is layout whitespace and is dropped. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

const ATTRIBUTES = new Set([
	'id',
	'class',
	'style',
	'x',
	'y',
	'x1',
	'y1',
	'x2',
	'y2',
	'cx',
	'cy',
	'r',
	'rx',
	'ry',
	'fx',
	'fy',
	'fr',
	'dx',
	'dy',
	'width',
	'height',
	'd',
	'points',
	'pathLength',
	'transform',
	'viewBox',
	'preserveAspectRatio',
	'version',
	'fill',
	'fill-opacity',
	'fill-rule',
	'stroke',
	'stroke-width',
	'stroke-linecap',
	'stroke-linejoin',
	'stroke-miterlimit',
	'stroke-dasharray',
	'stroke-dashoffset',
	'stroke-opacity',
	'opacity',
	'color',
	'display',
	'visibility',
	'overflow',
	'clip-path',
	'clip-rule',
	'mask',
	'filter',
	'marker-start',
	'marker-mid',
	'marker-end',
	'font-family',
	'font-size',
	'font-weight',
	'font-style',
	'font-variant',
	'text-anchor',
	'text-decoration',
	'dominant-baseline',
	'alignment-baseline',
	'baseline-shift',
	'letter-spacing',
	'word-spacing',
	'writing-mode',
	'rotate',
	'textLength',
	'lengthAdjust',
	'startOffset',
	'offset',
	'stop-color',
	'stop-opacity',
	'gradientUnits',
	'gradientTransform',
	'spreadMethod',
	'patternUnits',
	'patternContentUnits',
	'patternTransform',
	'clipPathUnits',
	'maskUnits',
	'maskContentUnits',
	'markerUnits',
	'markerWidth',
	'markerHeight',
	'refX',
	'refY',
	'orient',
	'filterUnits',
	'primitiveUnits',
	'in',
	'in2',
	'result',
	'stdDeviation',
	'mode',
	'operator',
	'k1',
	'k2',
	'k3',
	'k4',
	'values',
	'type',
	'tableValues',
	'slope',
	'intercept',
	'amplitude',
	'exponent',
	'radius',
	'flood-color',
	'flood-opacity',
	'lighting-color',
	'color-interpolation',
	'color-interpolation-filters',
	'shape-rendering',
	'image-rendering',
	'text-rendering',
	'vector-effect',
	'paint-order',
	'mix-blend-mode',
	'isolation',
	'xml:space',
	'role',
	'aria-label',
	'aria-hidden',
	'focusable',
	'href',
]);

/** Elements that may reference another element of the same document. */
const LOCAL_HREF_ELEMENTS = new Set([
	'use',
	'textPath',
	'linearGradient',
	'radialGradient',
	'pattern',
	'filter',
]);

/** An embedded raster picture: the only href that is not a local `#id`. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;
const LOCAL_REF = /^#[A-Za-z_][\w.:-]*$/;

const MAX_DEPTH = 128;
const MAX_ELEMENTS = 20_000;

/**
 * The SVG rebuilt from the allowlist, as a UTF-8 string with an XML declaration.
 *
 * @example
 * sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>');
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'
 */
export function sanitizeSvg(source: string): string {
	// strictEntities: only XML's five entities; HTML ones (&nbsp;) and declared ones are errors.
	// (@types/sax predates the option.)
	const options: sax.SAXOptions & { strictEntities: boolean } = {
		strictEntities: true,
		trim: false,
		normalize: false,
	};
	const parser = sax.parser(true, options);
	const out: string[] = [];
	/** Per open element: whether it is written (false: dropped with everything inside it). */
	const open: { name: string; kept: boolean; hasContent: boolean }[] = [];
	let droppedDepth = 0;
	let elements = 0;
	// In an object: the parser's callbacks set these, which flow analysis would not see.
	const state: { sawRoot: boolean; failure: string | null } = { sawRoot: false, failure: null };

	const fail = (reason: string): void => {
		state.failure ??= reason;
	};
	const current = () => open.at(-1);
	const closeStartTag = (): void => {
		const parent = current();
		if (parent?.kept && !parent.hasContent) {
			out.push('>');
			parent.hasContent = true;
		}
	};

	parser.ondoctype = (doctype) => {
		// A DOCTYPE naming the SVG DTD is harmless and dropped; one declaring entities is refused
		// (entity expansion attacks, entities hiding markup).
		if (doctype.includes('[') || /<!ENTITY/i.test(doctype)) fail('doctype with internal subset');
	};
	parser.onopentag = (tag) => {
		elements += 1;
		if (elements > MAX_ELEMENTS || open.length >= MAX_DEPTH) fail('too many elements');
		const name = tag.name;
		if (open.length === 0) {
			if (state.sawRoot) fail('more than one root element');
			state.sawRoot = true;
			if (name !== 'svg') fail('root is not svg');
		}
		const parentKept = open.length === 0 || (current()?.kept ?? false);
		const kept = parentKept && droppedDepth === 0 && ELEMENTS.has(name);
		if (!kept) {
			droppedDepth += 1;
			open.push({ name, kept: false, hasContent: false });
			return;
		}
		closeStartTag();
		const attributes = tag.attributes as Record<string, string>;
		out.push(`<${name}`);
		if (open.length === 0) out.push(` xmlns="${SVG_NS}"`);
		for (const [rawName, value] of Object.entries(attributes)) {
			const attribute = keptAttribute(name, rawName, value);
			if (attribute) out.push(` ${attribute[0]}="${escapeXml(attribute[1])}"`);
		}
		open.push({ name, kept: true, hasContent: false });
	};
	parser.onclosetag = () => {
		const element = open.pop();
		if (!element) return;
		if (!element.kept) {
			droppedDepth -= 1;
			return;
		}
		out.push(element.hasContent ? `</${element.name}>` : '/>');
	};
	const onText = (text: string): void => {
		const element = current();
		if (!element?.kept || !TEXT_ELEMENTS.has(element.name)) return;
		if (element.name === 'style' && !isSafeCss(text)) {
			// A stylesheet that imports or loads from elsewhere is dropped whole.
			return;
		}
		closeStartTag();
		out.push(escapeXml(text));
	};
	parser.ontext = onText;
	parser.oncdata = onText;
	parser.onerror = (error) => {
		fail(error.message);
	};

	try {
		parser.write(source).close();
	} catch (error) {
		fail(error instanceof Error ? error.message : 'parse error');
	}
	if (!state.sawRoot) fail('no root element');
	if (state.failure) throw new SvgRejectedError(state.failure);
	return `<?xml version="1.0" encoding="UTF-8"?>\n${out.join('')}`;
}

/** The attribute to write (name, value), or null to drop it. */
function keptAttribute(element: string, rawName: string, value: string): [string, string] | null {
	// SVG 2 reads a plain `href`; writing it so spares declaring the xlink namespace.
	const name = rawName === 'xlink:href' ? 'href' : rawName;
	if (!ATTRIBUTES.has(name)) return null;
	const trimmed = value.trim();
	if (name === 'href') {
		if (LOCAL_HREF_ELEMENTS.has(element) && LOCAL_REF.test(trimmed)) return [name, trimmed];
		if (element === 'image' && DATA_IMAGE.test(trimmed)) return [name, trimmed];
		return null;
	}
	if (name === 'style') return isSafeCss(value) ? [name, value] : null;
	if (!isSafeValue(value)) return null;
	return [name, value];
}

/** No script scheme, and `url()` only towards an element of this document (`url(#grad)`). */
function isSafeValue(value: string): boolean {
	const compact = value.replace(/\s+/g, '').toLowerCase();
	if (compact.includes('javascript:') || compact.includes('vbscript:')) return false;
	if (compact.includes('data:')) return false;
	const urls = compact.match(/url\(([^)]*)\)/g) ?? [];
	if (compact.includes('url(') && urls.length === 0) return false;
	return urls.every((url) => /^url\((['"]?)#[\w.:-]+\1\)$/.test(url));
}

/**
 * CSS that cannot reach outside: no `@import`, no escapes (which could spell either), no
 * `expression()` and every `url()` local.
 */
function isSafeCss(css: string): boolean {
	const lower = css.toLowerCase();
	if (lower.includes('@import') || lower.includes('\\') || lower.includes('expression'))
		return false;
	if (lower.includes('behavior') || lower.includes('-moz-binding')) return false;
	return isSafeValue(css);
}

function escapeXml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;');
}
