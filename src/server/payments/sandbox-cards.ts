/**
 * The sandbox's test cards (Stripe's numbers and behaviour): what the card form's number, expiry
 * and CVC must look like, and what each number does when it is charged.
 */

/** The card cannot be used: wrong number, past expiry or malformed CVC. */
export class InvalidCard extends Error {
	constructor(readonly reason: 'number' | 'expiry' | 'cvc') {
		super(`invalid card ${reason}`);
		this.name = 'InvalidCard';
	}
}

/**
 * What a test card does when charged. `declines_later` is Stripe's 4000 0000 0000 0341: it is
 * accepted (a trial starts with it) but every charge is declined, so its first renewal fails.
 */
export type CardBehaviour = 'succeeds' | 'declines' | 'authenticates' | 'declines_later';

const BEHAVIOUR_BY_NUMBER: Readonly<Record<string, CardBehaviour>> = {
	'4242424242424242': 'succeeds',
	'4000000000000002': 'declines',
	'4000002500003155': 'authenticates',
	'4000000000000341': 'declines_later',
};

export interface SandboxCardInput {
	number: string;
	expMonth: number;
	expYear: number;
	cvc: string;
}

/** What the sandbox keeps of a card it accepted. */
export interface CheckedCard {
	last4: string;
	brand: string;
	behaviour: CardBehaviour;
}

/**
 * Checks a card as Stripe.js would before making a payment method; throws {@link InvalidCard}.
 * Any number that passes the Luhn check and is not a special test card pays, so a demo never
 * stalls on a typo'd test card.
 */
export function checkCard(card: SandboxCardInput, now: Date): CheckedCard {
	const number = card.number.replace(/[\s-]/g, '');
	if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) throw new InvalidCard('number');
	if (!/^\d{3,4}$/.test(card.cvc)) throw new InvalidCard('cvc');
	if (!notExpired(card.expMonth, card.expYear, now)) throw new InvalidCard('expiry');
	return {
		last4: number.slice(-4),
		brand: brandOf(number),
		behaviour: BEHAVIOUR_BY_NUMBER[number] ?? 'succeeds',
	};
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(number: string): boolean {
	let sum = 0;
	for (let index = 0; index < number.length; index++) {
		let digit = Number(number[number.length - 1 - index]);
		if (index % 2 === 1) {
			digit *= 2;
			if (digit > 9) digit -= 9;
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

function notExpired(month: number, year: number, now: Date): boolean {
	if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
	const fullYear = year < 100 ? 2000 + year : year;
	// A card is valid through the last day of its month.
	return new Date(Date.UTC(fullYear, month, 1)) > now;
}

function brandOf(number: string): string {
	if (number.startsWith('4')) return 'visa';
	if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
	if (/^3[47]/.test(number)) return 'amex';
	return 'unknown';
}
