import { afterEach, describe, expect, it, vi } from 'vitest';
import es from './es.json';
import { MISSING_TEXT, hasTranslation, t } from './index';

describe('t', () => {
	afterEach(() => {
		vi.restoreAllMocks();
	});

	it('returns the Spanish text of a known key', () => {
		expect(t('nav.login')).toBe('Entrar');
		expect(t('http.400')).toBe('Solicitud incorrecta');
		expect(t('toasts.session_expired')).toBe(es.toasts.session_expired);
	});

	it('fills placeholders', () => {
		expect(t('http.unknown', { status: 418 })).toBe('Error desconocido: 418');
		expect(t('errors.plan_not_found', { id: 7 })).toBe('Plan con licenseId 7 no encontrado');
	});

	it('does not HTML-escape values, since React and Astro escape on render', () => {
		expect(t('validation.max_length', { max: '<500>' })).toBe('Máximo <500> caracteres');
	});

	it('returns "NA" and logs an error naming a missing key', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(t('nav.does_not_exist')).toBe(MISSING_TEXT);
		expect(MISSING_TEXT).toBe('NA');
		expect(error).toHaveBeenCalledTimes(1);
		expect(String(error.mock.calls[0]?.[0])).toContain('nav.does_not_exist');
	});

	it('returns "NA" and logs an error when the key names a group', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(t('http')).toBe(MISSING_TEXT);
		expect(String(error.mock.calls[0]?.[0])).toContain('http');
	});

	it('does not log for known keys', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		t('nav.logout');
		expect(error).not.toHaveBeenCalled();
	});
});

describe('hasTranslation', () => {
	it('tells known keys from unknown ones without logging', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(hasTranslation('errors.course_not_found')).toBe(true);
		expect(hasTranslation('errors.nope')).toBe(false);
		expect(error).not.toHaveBeenCalled();
		error.mockRestore();
	});
});

describe('plurals', () => {
	it('picks the _one or _other text by count and fills the count', () => {
		expect(t('courses.results_count', { count: 1 })).toBe('1 curso');
		expect(t('courses.results_count', { count: 0 })).toBe('0 cursos');
		expect(t('courses.results_count', { count: 24 })).toBe('24 cursos');
	});

	it('uses defaultValue instead of "NA" when one is given, without logging', () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(t('nav.nope', { defaultValue: 'Hola' })).toBe('Hola');
		expect(error).not.toHaveBeenCalled();
	});

	it('leaves a placeholder without a value as it is', () => {
		expect(t('http.unknown')).toBe('Error desconocido: {{status}}');
	});
});
