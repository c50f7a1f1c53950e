import { describe, expect, it } from 'vitest';
import {
	RETURN_PATH_MAX_LENGTH,
	returnPathFrom,
	safeReturnPath,
	withReturnPath,
} from './return-path';

describe('safeReturnPath', () => {
	it.each([
		['/aula/informes?from=2026-01-01', '/aula/informes?from=2026-01-01'],
		[
			'/aula/informes?from=2026-01-01&to=2026-02-01',
			'/aula/informes?from=2026-01-01&to=2026-02-01',
		],
		['/mi-perfil', '/mi-perfil'],
		['/', '/'],
		['/cursos/dermatitis-del-panal#programa', '/cursos/dermatitis-del-panal#programa'],
		// The parser's own normalisation is what is followed, still on this site.
		['/aula/../mi-perfil', '/mi-perfil'],
		['/aula/curso/%2F%2Fevil.example', '/aula/curso/%2F%2Fevil.example'],
		['/cursos?q=niño con tos'.replaceAll(' ', '%20'), '/cursos?q=ni%C3%B1o%20con%20tos'],
	])('follows %j as %j', (raw, expected) => {
		expect(safeReturnPath(raw)).toBe(expected);
	});

	it.each([
		// Another site, however it is spelt.
		'//evil.example',
		'//evil.example/aula',
		'///evil.example',
		'/\\evil.example',
		'\\\\evil.example',
		'\\/evil.example',
		'/aula\\..\\..\\evil',
		'https://evil.example/aula',
		'http:evil.example',
		'HTTPS://evil.example',
		'ftp://evil.example',
		'evil.example',
		'aula/informes',
		'.//evil.example',
		// Schemes that run or carry content.
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		' javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox(1)',
		// Whitespace and control characters the URL parser drops or trips on.
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r\n/evil.example',
		' /aula',
		'/aula\u0000',
		'/aula\u2028',
		'/\u0085/evil.example',
		// Encoded separators right after the root, for servers that decode before redirecting.
		'/%2F/evil.example',
		'/%2fevil.example',
		'/%5C/evil.example',
		'/%5cevil.example',
		// Userinfo tricks.
		'//campus.invalid@evil.example',
		'//@evil.example',
		// Dot segments that the parser folds into "//host".
		'/aula/..//evil.example',
		'/.//evil.example',
		'/%2e%2e//evil.example',
		// The login pages themselves would only ask again.
		'/login',
		'/login/',
		'/LOGIN?volver=/aula',
		'/registro',
		'/mi-perfil/iniciar-sesion',
		'/recovery-password?tk=x',
		// Not a string, empty, or longer than any address of ours.
		'',
		null,
		undefined,
		`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`,
	])('refuses %j', (raw) => {
		expect(safeReturnPath(raw)).toBeNull();
	});
});

describe('returnPathFrom', () => {
	it('reads the return path of a query string, decoded once', () => {
		expect(returnPathFrom('?volver=%2Faula%2Finformes%3Ffrom%3D2026-01-01')).toBe(
			'/aula/informes?from=2026-01-01',
		);
		expect(returnPathFrom('?volver=/aula/informes?from=2026-01-01')).toBe(
			'/aula/informes?from=2026-01-01',
		);
	});

	it.each([
		'',
		'?otro=/aula',
		'?volver=',
		'?volver=%2F%2Fevil.example',
		'?volver=https%3A%2F%2Fevil.example',
		'?volver=%2F%5Cevil.example',
		'?volver=javascript%3Aalert(1)',
		// Decoded once only: a doubly encoded "//" stays text that is not a path.
		'?volver=%252F%252Fevil.example',
		'?volver=%2F%09%2Fevil.example',
	])('finds nothing to follow in %j', (search) => {
		expect(returnPathFrom(search)).toBeNull();
	});
});

describe('withReturnPath', () => {
	it('names the page to come back to, readable, and reads back the same', () => {
		const href = withReturnPath('/login', '/aula/informes?from=2026-01-01&to=2026-02-01');
		expect(href).toBe('/login?volver=/aula/informes?from=2026-01-01%26to=2026-02-01');
		expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe(
			'/aula/informes?from=2026-01-01&to=2026-02-01',
		);
	});

	it('keeps a plus sign and a percent sign as they were', () => {
		const href = withReturnPath('/login', '/cursos?q=a+b%20c');
		expect(returnPathFrom(href.slice(href.indexOf('?')))).toBe('/cursos?q=a+b%20c');
	});

	it('leaves the page alone when there is nothing safe to come back to', () => {
		expect(withReturnPath('/login', '//evil.example')).toBe('/login');
		expect(withReturnPath('/login', null)).toBe('/login');
		expect(withReturnPath('/registro', '/login')).toBe('/registro');
	});
});
