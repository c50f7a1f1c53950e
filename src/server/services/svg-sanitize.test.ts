/**
 * The SVG sanitiser against real attack samples (OWASP XSS cheat sheet, the SVG vectors of
 * Cure53's "SVG: The Good, the Bad and the Ugly" and DOMPurify's test suite, billion laughs): after
 * sanitising, none of them keeps a way to run script or to load anything from elsewhere, while
 * the drawing of an ordinary logo survives unchanged.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgRejectedError } from './svg-sanitize';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

/** What no sanitised output may contain, whatever the input. */
function expectInert(output: string) {
	const lower = output.toLowerCase();
	expect(lower).not.toMatch(
		/<script|<foreignobject|<iframe|<a[\s>]|<animate|<set[\s>]|<handler|<!doctype|<!entity|<\?xml-stylesheet/,
	);
	expect(lower).not.toMatch(/\son[a-z]+\s*=/);
	expect(lower).not.toMatch(/javascript:|vbscript:|@import|expression\(/);
	expect(lower).not.toMatch(/href="(?!#|data:image\/(png|jpeg|gif|webp);base64,)/);
	expect(lower).not.toMatch(/url\((?!['"]?#)/);
}

describe('sanitizeSvg', () => {
	it('keeps an ordinary logo: shapes, gradients, text, local references', () => {
		const logo = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Adobe Illustrator -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" width="120" height="40">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0a7"/><stop offset="1" stop-color="#06c"/></linearGradient>
<path id="p" d="M0 0h10"/></defs>
<rect width="120" height="40" rx="6" fill="url(#g)"/>
<use xlink:href="#p" transform="translate(4 4)"/>
<text x="10" y="26" font-family="Inter, sans-serif" font-size="16" fill="#fff">Farmacia Peña &amp; Hijos</text>
<style>.a{fill:url(#g)}</style>
</svg>`;
		const out = sanitizeSvg(logo);
		expect(out).toContain('<linearGradient id="g" x1="0" x2="1">');
		expect(out).toContain('<rect width="120" height="40" rx="6" fill="url(#g)"/>');
		expect(out).toContain('<use href="#p" transform="translate(4 4)"/>');
		expect(out).toContain('Farmacia Peña &amp; Hijos</text>');
		expect(out).toContain('<style>.a{fill:url(#g)}</style>');
		expect(out).toMatch(
			/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 120 40"/,
		);
		expectInert(out);
	});

	it.each([
		['script element', `<svg ${NS}><script>alert(document.domain)</script><circle r="4"/></svg>`],
		[
			'script with CDATA',
			`<svg ${NS}><script type="text/ecmascript"><![CDATA[alert(1)]]></script></svg>`,
		],
		['onload on the root', `<svg ${NS} onload="alert(1)"><rect width="1" height="1"/></svg>`],
		[
			'event handler with odd case',
			`<svg ${NS}><rect width="1" height="1" OnMouseOver="alert(1)"/></svg>`,
		],
		[
			'foreignObject with HTML',
			`<svg ${NS}><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/></body></foreignObject></svg>`,
		],
		[
			'javascript: link',
			`<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>`,
		],
		[
			'entity-encoded javascript: in use',
			`<svg ${NS}><use href="&#106;avascript:alert(1)"/></svg>`,
		],
		['external use', `<svg ${NS}><use href="https://evil.example/sprite.svg#x"/></svg>`],
		[
			'data: SVG in use',
			`<svg ${NS}><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>`,
		],
		[
			'external image',
			`<svg ${NS}><image href="https://evil.example/track.png" width="1" height="1"/></svg>`,
		],
		[
			'animate setting an href',
			`<svg ${NS}><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>`,
		],
		['set on an event', `<svg ${NS}><set attributeName="onmouseover" to="alert(1)"/></svg>`],
		['style @import', `<svg ${NS}><style>@import url(https://evil.example/x.css);</style></svg>`],
		[
			'style with external url()',
			`<svg ${NS}><style>rect{fill:url(https://evil.example/a.svg#p)}</style><rect width="1" height="1"/></svg>`,
		],
		[
			'style with escapes',
			`<svg ${NS}><style>rect{background:u\\72l(//evil.example)}</style></svg>`,
		],
		[
			'inline style with url()',
			`<svg ${NS}><rect width="1" height="1" style="fill:url('https://evil.example/x')"/></svg>`,
		],
		[
			'filter to an external document',
			`<svg ${NS}><rect width="1" height="1" filter="url(https://evil.example/f.svg#f)"/></svg>`,
		],
		['xml-stylesheet PI', `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}/>`],
		[
			'handler element (SVG Tiny)',
			`<svg ${NS} xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">alert(1)</handler></svg>`,
		],
		[
			'namespaced script',
			`<svg ${NS} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`,
		],
		['iframe', `<svg ${NS}><iframe src="https://evil.example"/></svg>`],
	])('removes the %s', (_, attack) => {
		const out = sanitizeSvg(attack);
		expectInert(out);
		expect(out.toLowerCase()).not.toContain('alert');
		expect(out.toLowerCase()).not.toContain('evil.example');
	});

	it.each([
		[
			'billion laughs',
			`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><svg ${NS}><text>&lol2;</text></svg>`,
		],
		[
			'an external entity (XXE)',
			`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&xxe;</text></svg>`,
		],
		['an undeclared entity', `<svg ${NS}><text>&nbsp;</text></svg>`],
		['an HTML document', '<html><body><svg></svg><script>alert(1)</script></body></html>'],
		['an unclosed document', `<svg ${NS}><rect width="1"`],
		['two roots', `<svg ${NS}/><svg ${NS}/>`],
		['text that is not XML', 'GIF89a<svg onload=alert(1)>'],
		['nothing', ''],
	])('refuses %s', (_, input) => {
		expect(() => sanitizeSvg(input)).toThrow(SvgRejectedError);
	});

	it('keeps an embedded PNG but no other data: URL', () => {
		const png = 'data:image/png;base64,iVBORw0KGgo=';
		const out = sanitizeSvg(
			`<svg ${NS}><image href="${png}" width="4" height="4"/><image href="data:text/html;base64,PHNjcmlwdD4=" width="4" height="4"/></svg>`,
		);
		expect(out).toContain(`<image href="${png}" width="4" height="4"/>`);
		expect(out).toContain('<image width="4" height="4"/>');
	});

	it('escapes text and attribute values when writing the new document', () => {
		const out = sanitizeSvg(
			`<svg ${NS}><title>a &lt;b&gt; &quot;c&quot;</title><text id="x&quot;y">1 &lt; 2</text></svg>`,
		);
		expect(out).toContain('<title>a &lt;b&gt; &quot;c&quot;</title>');
		expect(out).toContain('<text id="x&quot;y">1 &lt; 2</text>');
	});
});
