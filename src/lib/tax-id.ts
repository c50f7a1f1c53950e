/**
 * Spanish tax ids for invoices (issue #18): a person's NIF (DNI number and letter), a foreigner's
 * NIE, or a company's CIF / NIF, each with its control character checked, so a typo is caught in
 * the form rather than printed on an invoice. The algorithms are the Ministry of the Interior's
 * (NIF, NIE) and the Agencia Tributaria's (CIF); written here because they are a few lines and no
 * maintained package covers all three without pulling in more.
 */

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Company kinds whose control character is a letter, a digit, or either (Orden EHA/451/2008). */
const CIF_LETTER_CONTROL = new Set('NPQRSW');
const CIF_DIGIT_CONTROL = new Set('ABEH');

/**
 * The id as it is stored and printed: upper-case, without spaces, dots or hyphens.
 *
 * @example
 * normalizeTaxId(' b-12.345.674 '); // 'B12345674'
 */
export function normalizeTaxId(value: string): string {
	return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Whether `value` (normalised) is a valid NIF, NIE or CIF.
 *
 * @example
 * isSpanishTaxId('12345678Z'); // true (NIF)
 * isSpanishTaxId('X1234567L'); // true (NIE)
 * isSpanishTaxId('B12345674'); // true (CIF)
 * isSpanishTaxId('12345678A'); // false: wrong letter
 */
export function isSpanishTaxId(value: string): boolean {
	const id = normalizeTaxId(value);
	if (/^\d{8}[A-Z]$/.test(id)) return NIF_LETTERS[Number(id.slice(0, 8)) % 23] === id[8];
	if (/^[XYZ]\d{7}[A-Z]$/.test(id)) {
		const number = String('XYZ'.indexOf(id[0] ?? '')) + id.slice(1, 8);
		return NIF_LETTERS[Number(number) % 23] === id[8];
	}
	if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return cifControlMatches(id);
	return false;
}

function cifControlMatches(id: string): boolean {
	const digits = id.slice(1, 8).split('').map(Number);
	let sum = 0;
	digits.forEach((digit, index) => {
		if (index % 2 === 0) {
			const doubled = digit * 2;
			sum += Math.floor(doubled / 10) + (doubled % 10);
		} else {
			sum += digit;
		}
	});
	const control = (10 - (sum % 10)) % 10;
	const kind = id[0] ?? '';
	const given = id[8] ?? '';
	const asLetter = 'JABCDEFGHI'[control];
	if (CIF_LETTER_CONTROL.has(kind)) return given === asLetter;
	if (CIF_DIGIT_CONTROL.has(kind)) return given === String(control);
	return given === String(control) || given === asLetter;
}
