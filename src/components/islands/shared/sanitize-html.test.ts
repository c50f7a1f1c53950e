// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
	test('keeps the formatting whitelist', () => {
		const html =
			'<p>Vas a <strong>eliminar</strong> <em>3</em> cursos:<br></p><ul><li>Uno</li></ul>';
		expect(sanitizeHtml(html)).toBe(
			'<p>Vas a <strong>eliminar</strong> <em>3</em> cursos:<br></p><ul><li>Uno</li></ul>',
		);
	});

	test('drops scripts, styles and embedded content with what they hold', () => {
		expect(
			sanitizeHtml(
				'a<script>alert(1)</script><style>p{}</style><object data="x">fallback</object>b',
			),
		).toBe('ab');
	});

	test('unwraps other tags and removes every attribute', () => {
		expect(
			sanitizeHtml('<div class="x"><b onclick="steal()" style="color:red">Hola</b></div>'),
		).toBe('<b>Hola</b>');
		expect(sanitizeHtml('<img src="x" onerror="steal()">texto')).toBe('texto');
	});

	test('keeps a link target on links only', () => {
		expect(sanitizeHtml('<span href="/planes">x</span><b href="https://liceo.es">y</b>')).toBe(
			'<span>x</span><b>y</b>',
		);
	});

	test('drops controls and embedded content with what they hold', () => {
		expect(
			sanitizeHtml(
				'a<select><option>1</option></select><textarea>t</textarea><svg><a>s</a></svg>b',
			),
		).toBe('ab');
	});

	test('keeps safe link targets only', () => {
		expect(sanitizeHtml('<a href="https://liceo.es/planes">planes</a>')).toBe(
			'<a href="https://liceo.es/planes">planes</a>',
		);
		expect(sanitizeHtml('<a href="/aviso-legal">aviso</a>')).toBe(
			'<a href="/aviso-legal">aviso</a>',
		);
		expect(sanitizeHtml('<a href="mailto:hola@liceo.es">mail</a>')).toBe(
			'<a href="mailto:hola@liceo.es">mail</a>',
		);
		expect(sanitizeHtml('<a href="javascript:steal()">x</a>')).toBe('<a>x</a>');
		expect(sanitizeHtml('<a href=" JaVaScRiPt:steal()">x</a>')).toBe('<a>x</a>');
		expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
	});

	test('escapes text so entities cannot turn into tags', () => {
		// A lone ">" in text cannot open a tag: browsers write it as &gt;, jsdom as it is.
		expect(sanitizeHtml('&lt;script&gt;x&lt;/script&gt; &amp; 5 > 3')).toMatch(
			/^&lt;script&gt;x&lt;\/script&gt; &amp; 5 (?:>|&gt;) 3$/,
		);
		expect(sanitizeHtml('<a href="/a?b=1&amp;c=&quot;2&quot;">x</a>')).toBe(
			'<a href="/a?b=1&amp;c=&quot;2&quot;">x</a>',
		);
	});
});
