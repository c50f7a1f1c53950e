/**
 * The contracts hold at the type level: a handler answers only the result codes its area's
 * contract declares, and the server throws none that no contract declares. The `@ts-expect-error`
 * lines fail `npm run typecheck` (and tsc) the day those lines compile, that is, the day the
 * guarantee is lost.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CoursesResult } from '../lib/contracts/courses';
import type { PurchaseResult } from '../lib/contracts/purchase';
import type { ResultCode } from '../lib/contracts/results';
import { AppError } from './errors';
import { failures } from './http';

describe('failures', () => {
	it('answers a code its area declares as an AppError', () => {
		const fail = failures<CoursesResult>();
		const error = fail('co_nf', 404, 'Curso no encontrado');
		expect(error).toBeInstanceOf(AppError);
		expect(error).toMatchObject({ result: 'co_nf', status: 404, msg: 'Curso no encontrado' });
	});

	it('takes the codes every call may answer', () => {
		const fail = failures<CoursesResult>();
		expect(fail('inv_data', 400, 'Datos incorrectos').result).toBe('inv_data');
	});

	it('refuses, at compile time, a code of another area or of none', () => {
		const coursesFail = failures<CoursesResult>();
		const purchaseFail = failures<PurchaseResult>();
		// @ts-expect-error `cart_nf` is a purchase code, not a course one.
		coursesFail('cart_nf', 404, 'Carrito no encontrado');
		// @ts-expect-error `co_nf` is a course code, not a purchase one.
		purchaseFail('co_nf', 404, 'Curso no encontrado');
		// @ts-expect-error No contract declares this code.
		failures<'made_up'>();
		expectTypeOf(coursesFail).parameter(0).toEqualTypeOf<CoursesResult>();
	});

	it('keeps AppError to the codes of the contracts', () => {
		// @ts-expect-error No contract declares this code, so no service may throw it.
		expect(new AppError('made_up', 400, 'x').result).toBe('made_up');
		expectTypeOf<AppError['result']>().toEqualTypeOf<ResultCode>();
	});
});
