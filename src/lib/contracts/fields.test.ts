import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AddToLeadListBody, AddToNewsletterBody, ContactBody } from './crm';
import {
	email,
	fieldErrors,
	optionalName,
	optionalPhone,
	positiveId,
	requiredName,
	requiredText,
	text,
} from './fields';
import { CarrionBody, SupportRequestBody } from './support';

/** The output, or the first message of the first issue. */
function check<S extends v.GenericSchema>(schema: S, input: unknown) {
	const result = v.safeParse(schema, input);
	return result.success ? { ok: result.output } : { error: result.issues[0].message };
}

describe('field rules (spec §5)', () => {
	it.each([
		['  Lucía  ', { ok: 'Lucía' }],
		['María José', { ok: 'María José' }],
		['Íñigo Núñez', { ok: 'Íñigo Núñez' }],
		['', { error: 'Este campo es obligatorio' }],
		['   ', { error: 'Este campo es obligatorio' }],
		['R2D2', { error: 'Solo se admiten letras y espacios' }],
		['Ana-María', { error: 'Solo se admiten letras y espacios' }],
		['a'.repeat(61), { error: 'Máximo 60 caracteres' }],
		[undefined, { error: 'Este campo es obligatorio' }],
	])('required name %j → %j', (input, expected) => {
		expect(check(requiredName(), input)).toEqual(expected);
	});

	it.each([
		[undefined, { ok: undefined }],
		[null, { ok: undefined }],
		['  ', { ok: undefined }],
		[' Núñez ', { ok: 'Núñez' }],
		['Núñez 2', { error: 'Solo se admiten letras y espacios' }],
	])('optional name %j → %j', (input, expected) => {
		expect(check(optionalName(), input)).toEqual(expected);
	});

	it.each([
		[' Lucia.Perez@Farmacia.ES ', { ok: 'lucia.perez@farmacia.es' }],
		['', { error: 'Este campo es obligatorio' }],
		['lucia@', { error: 'Introduce un email válido' }],
		['lucia farmacia.es', { error: 'Introduce un email válido' }],
		[42, { error: 'Introduce un email válido' }],
	])('email %j → %j', (input, expected) => {
		expect(check(email(), input)).toEqual(expected);
	});

	it.each([
		['612345678', { ok: '612345678' }],
		['612 34 56 78', { ok: '612345678' }],
		['+34 612-345-678', { ok: '612345678' }],
		['0034 (612) 345 678', { ok: '612345678' }],
		['', { ok: undefined }],
		[null, { ok: undefined }],
		['61234567', { error: 'El teléfono debe tener 9 dígitos' }],
		['6123456789', { error: 'El teléfono debe tener 9 dígitos' }],
		['+44 612345678', { error: 'El teléfono debe tener 9 dígitos' }],
		['seis', { error: 'El teléfono debe tener 9 dígitos' }],
	])('optional phone %j → %j', (input, expected) => {
		expect(check(optionalPhone(), input)).toEqual(expected);
	});

	it.each([
		[7, { ok: 7 }],
		['12', { ok: 12 }],
		[' 12 ', { ok: 12 }],
		['', { error: 'Este campo es obligatorio' }],
		['doce', { error: 'mal' }],
		[0, { error: 'mal' }],
		[1.5, { error: 'mal' }],
		[2_147_483_648, { error: 'mal' }],
		[null, { error: 'mal' }],
	])('positive id %j → %j', (input, expected) => {
		expect(
			check(
				positiveId(() => 'mal'),
				input,
			),
		).toEqual(expected);
	});

	it('counts characters after trimming for the length limit', () => {
		expect(check(requiredText(5), '  hola  ')).toEqual({ ok: 'hola' });
		expect(check(requiredText(5), 'holas!')).toEqual({ error: 'Máximo 5 caracteres' });
	});
});

describe('fieldErrors', () => {
	it('keeps the first message of each field, in the order of the issues', () => {
		const result = v.safeParse(ContactBody, { email: '', terms: false });
		expect(result.success).toBe(false);
		expect(fieldErrors(result.issues ?? [])).toEqual({
			f_name: 'Este campo es obligatorio',
			email: 'Este campo es obligatorio',
			msg: 'Este campo es obligatorio',
			terms: 'Debes aceptar los términos y la política de privacidad',
		});
	});
});

describe('payload schemas', () => {
	it('contact: terms must be exactly true, newsletter defaults to false', () => {
		const base = { f_name: 'Ana', email: 'ana@ejemplo.es', msg: 'Hola' };
		expect(check(ContactBody, { ...base, terms: true })).toEqual({
			ok: { ...base, l_name: undefined, phone: undefined, terms: true, newsletter: false },
		});
		expect(check(ContactBody, { ...base, terms: 'on' })).toEqual({
			error: 'Debes aceptar los términos y la política de privacidad',
		});
	});

	it('newsletter: typ is optional but must be a user type when given', () => {
		const base = { app: 1, email: 'ana@ejemplo.es', f_name: 'Ana' };
		expect(check(AddToNewsletterBody, base)).toEqual({ ok: { ...base, typ: undefined } });
		expect(check(AddToNewsletterBody, { ...base, typ: '3' })).toEqual({
			ok: { ...base, typ: 3 },
		});
		expect(check(AddToNewsletterBody, { ...base, typ: 4 }).error).toMatch(/typ/);
	});

	it('lead list: the funnel is a short slug; numbers become text', () => {
		const base = { app: 1, lid: 201, typ: 2, email: 'ana@ejemplo.es', f_name: 'Ana' };
		expect(check(AddToLeadListBody, { ...base, fnl: 'que-es-liceo' }).ok).toMatchObject({
			fnl: 'que-es-liceo',
		});
		expect(check(AddToLeadListBody, { ...base, fnl: 12 }).ok).toMatchObject({ fnl: '12' });
		expect(check(AddToLeadListBody, { ...base, fnl: '<script>' }).error).toMatch(/fnl/);
	});

	it('carrion: last name and course are required, the newsletter is not', () => {
		const base = { f_name: 'Carmen', l_name: 'Díaz', email: 'C@E.es', course: 'Dermofarmacia' };
		expect(check(CarrionBody, base)).toEqual({
			ok: { ...base, email: 'c@e.es', won_newsletter: false },
		});
		expect(check(CarrionBody, { ...base, l_name: '' }).error).toBe('Este campo es obligatorio');
	});
});

describe('control characters (issue #15)', () => {
	const refused =
		'El texto tiene caracteres de control o invisibles: quítalos y vuelve a intentarlo';

	it.each([
		['U+0000', 'Farmacia\u0000Sol'],
		['a C0 control', 'Farmacia\u0007Sol'],
		['a tab', 'Farmacia\tSol'],
		['a line feed', 'Farmacia\nSol'],
		['DEL', 'Farmacia\u007FSol'],
		['a C1 control', 'Farmacia\u0085Sol'],
		['a lone high surrogate', 'Farmacia\uD800Sol'],
		['a lone low surrogate', 'Farmacia\uDC00'],
	])('a one-line field refuses %s', (_what, input) => {
		expect(check(requiredText(120), input)).toEqual({ error: refused });
		expect(check(text(), input)).toEqual({ error: refused });
	});

	it('lets letters of any alphabet, emoji and symbols through', () => {
		for (const input of ['Farmacia Núñez', 'Ελληνικά 😀', '€ « » · — ñ', 'a\u00A0b']) {
			expect(check(requiredText(120), input)).toEqual({ ok: input });
		}
	});

	it('lets a multi-line field keep tabs and line breaks, but no other control', () => {
		const multiline = requiredText(500, { multiline: true });
		expect(check(multiline, 'Hola,\r\n\tno veo el certificado.')).toEqual({
			ok: 'Hola,\r\n\tno veo el certificado.',
		});
		for (const input of [
			'Hola\u0000',
			'Hola\u000B',
			'Hola\u001B[31m',
			'Hola\u009B',
			'Hola\uDFFF',
		]) {
			expect(check(multiline, input)).toEqual({ error: refused });
		}
	});

	it('is what the payloads say: a support request with U+0000 in either field is refused', () => {
		expect(v.safeParse(SupportRequestBody, { sub: 'Cursos', des: 'Hola\nadiós' }).success).toBe(
			true,
		);
		for (const body of [
			{ sub: 'Cursos\u0000', des: 'Hola' },
			{ sub: 'Cursos', des: 'Hola\u0000' },
			{ sub: 'Cur\nsos', des: 'Hola' },
		]) {
			const result = v.safeParse(SupportRequestBody, body);
			expect(result.success, JSON.stringify(body)).toBe(false);
		}
	});

	it('emails, phones and ids refuse them too', () => {
		expect(check(email(), 'ana\u0000@liceo.es')).toEqual({ error: refused });
		expect(check(optionalPhone(), '600\u0000123456')).toEqual({ error: refused });
		expect(
			check(
				positiveId(() => 'id'),
				'12\u0000',
			),
		).toHaveProperty('error');
	});

	// The one rule holds only if no payload builds a string field of its own: every string in the
	// schema files starts from `text()`.
	it('no payload schema uses v.string() directly', () => {
		const folder = new URL('.', import.meta.url);
		const offenders = readdirSync(folder)
			.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'fields.ts')
			.filter((file) => /\bv\.string\(/.test(readFileSync(new URL(file, folder), 'utf8')));
		expect(offenders).toEqual([]);
	});
});
