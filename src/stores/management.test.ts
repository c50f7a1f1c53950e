import { beforeEach, describe, expect, it } from 'vitest';
import { $managesPharmacies, reportManagement } from './management';

describe('reportManagement', () => {
	beforeEach(() => {
		$managesPharmacies.set(null);
	});

	it('keeps what an answer showed, and a failed call does not undo it', () => {
		reportManagement(true);
		expect($managesPharmacies.get()).toBe(true);
		reportManagement(null);
		expect($managesPharmacies.get()).toBe(true);
		reportManagement(false);
		expect($managesPharmacies.get()).toBe(false);
	});
});
