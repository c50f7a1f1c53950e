/** The one file-name cleaner, as the upload keeps a name and as a file is served under it. */
import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names';
import { contentDisposition } from './file-serving';

describe('cleanFileName', () => {
	it.each([
		['Logotipo Farmacia.png', 'Logotipo Farmacia.png'],
		['C:\\fotos\\Logo "Núñez".png', 'Logo Núñez.png'],
		['/etc/passwd', 'passwd'],
		['../../', 'archivo'],
		['  a\u0000b\u001f\u007fc<>:|?*;.pdf  ', 'abc.pdf'],
		['', 'archivo'],
	])('%j → %j', (name, cleaned) => {
		expect(cleanFileName(name)).toBe(cleaned);
	});

	it('keeps at most 120 characters, or the length asked', () => {
		expect(cleanFileName('a'.repeat(300))).toHaveLength(120);
		expect(cleanFileName('a'.repeat(300), 100)).toHaveLength(100);
	});

	it('is the rule of the served name too', () => {
		expect(contentDisposition('Acta; "final"\u0007.pdf', 'application/pdf')).toBe(
			`attachment; filename="Acta final.pdf"; filename*=UTF-8''Acta%20final.pdf`,
		);
	});
});
