/**
 * Keeps the small set of formatting tags a dialog description needs (spec §3: the confirm dialog's
 * description may be HTML) and drops everything else, so text from the server or the catalogue
 * cannot inject script, styles or event handlers.
 */

/** Tags kept as they are (without attributes, except a safe href on links). */
const ALLOWED_TAGS = new Set([
	'a',
	'b',
	'br',
	'em',
	'i',
	'li',
	'ol',
	'p',
	'span',
	'strong',
	'u',
	'ul',
]);

/** Tags whose content is dropped along with them: it is code or embedded content, not text. */
const DROPPED_WITH_CONTENT = new Set([
	'embed',
	'iframe',
	'math',
	'noscript',
	'object',
	'script',
	'select',
	'style',
	'svg',
	'template',
	'textarea',
	'title',
]);

const VOID_TAGS = new Set(['br']);

/** Link targets allowed in href: web, mail, phone, same-site paths and anchors. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * Returns `html` with only whitelisted tags; other tags are unwrapped (their text stays). Without a
 * DOM (prerendering) every tag is removed and the text escaped.
 *
 * @example
 * sanitizeHtml('<p>Hola <b>Ana</b><script>x()</script></p>'); // '<p>Hola <b>Ana</b></p>'
 * sanitizeHtml('<a href="javascript:x()" onclick="y()">aquí</a>'); // '<a>aquí</a>'
 */
export function sanitizeHtml(html: string): string {
	if (typeof DOMParser === 'undefined') return escapeText(stripTags(html));
	const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
	return serializeChildren(parsed.body);
}

function serializeChildren(parent: Node): string {
	let out = '';
	for (const child of Array.from(parent.childNodes)) out += serializeNode(child);
	return out;
}

function serializeNode(node: Node): string {
	if (node.nodeType === 3) return escapeText(node.textContent ?? '');
	if (node.nodeType !== 1) return '';
	const element = node as Element;
	const tag = element.tagName.toLowerCase();
	if (DROPPED_WITH_CONTENT.has(tag)) return '';
	const inner = serializeChildren(element);
	if (!ALLOWED_TAGS.has(tag)) return inner;
	if (VOID_TAGS.has(tag)) return `<${tag}>`;
	return `<${tag}${attributesOf(element, tag)}>${inner}</${tag}>`;
}

function attributesOf(element: Element, tag: string): string {
	if (tag !== 'a') return '';
	const href = (element.getAttribute('href') ?? '').trim();
	if (!SAFE_HREF.test(href)) return '';
	return ` href="${escapeAttribute(href)}"`;
}

function stripTags(html: string): string {
	return html.replace(/<[^>]*>/g, '');
}

function escapeText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
	return escapeText(value).replace(/"/g, '&quot;');
}
