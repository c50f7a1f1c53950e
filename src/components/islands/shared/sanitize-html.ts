/**
 * Keeps the small set of formatting tags a dialog description or the banner needs (spec §2, §3)
 * and drops everything else, so text from the server, the catalogue or an operator's setting
 * cannot inject script, styles or event handlers. DOMPurify does the work in the browser (ADR 012).
 */
import DOMPurify from 'dompurify';

/** Tags kept as they are (without attributes, except a safe href on links). */
const ALLOWED_TAGS = ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'u', 'ul'];

/**
 * Tags whose content goes with them, besides DOMPurify's own list (script, style, svg, math,
 * iframe, template, title…): what they hold is code or a control, not text.
 */
const DROPPED_WITH_CONTENT = ['embed', 'object', 'select', 'textarea'];

/** Link targets allowed in href: web, mail, phone, same-site paths and anchors. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One configured instance per page: the hook keeps href on links only. */
function purify(): ReturnType<typeof DOMPurify> {
	if (purifier) return purifier;
	purifier = DOMPurify(window);
	purifier.addHook('uponSanitizeAttribute', (node, data) => {
		if (data.attrName !== 'href') return;
		if (node.nodeName !== 'A' || !SAFE_HREF.test(data.attrValue.trim())) data.keepAttr = false;
	});
	return purifier;
}

/**
 * Returns `html` with only allowed tags; other tags are unwrapped (their text stays). Without a
 * DOM (prerendering) every tag is removed and the text escaped.
 *
 * @example
 * sanitizeHtml('<p>Hola <b>Ana</b><script>x()</script></p>'); // '<p>Hola <b>Ana</b></p>'
 * sanitizeHtml('<a href="javascript:x()" onclick="y()">aquí</a>'); // '<a>aquí</a>'
 */
export function sanitizeHtml(html: string): string {
	if (typeof window === 'undefined') return escapeText(stripTags(html));
	return purify().sanitize(html, {
		ALLOWED_TAGS,
		ALLOWED_ATTR: ['href'],
		ALLOWED_URI_REGEXP: SAFE_HREF,
		ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
	});
}

function stripTags(html: string): string {
	return html.replace(/<[^>]*>/g, '');
}

function escapeText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
