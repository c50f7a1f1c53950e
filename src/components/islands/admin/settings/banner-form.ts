/**
 * The banner form's state (issue #20), pure: what the admin typed and the payload it makes, checked
 * by the contract the server checks again, so both refuse the same things.
 */
import * as v from 'valibot';
import { fieldErrors } from '../../../../lib/contracts/fields';
import {
	SaveBannerBody,
	type BannerAudience,
	type BannerSettings,
	type SaveBannerInput,
} from '../../../../lib/contracts/site';

export interface BannerDraft {
	html: string;
	audience: BannerAudience;
	/** `YYYY-MM-DD` from the date fields, or empty. */
	startsOn: string;
	endsOn: string;
}

export function draftOf(banner: BannerSettings): BannerDraft {
	return {
		html: banner.html,
		audience: banner.audience,
		startsOn: banner.startsOn ?? '',
		endsOn: banner.endsOn ?? '',
	};
}

/** The draft as the call's input, or the message of each field that is wrong. */
export function parseBannerDraft(
	draft: BannerDraft,
	requestKey: string,
): { ok: true; input: SaveBannerInput } | { ok: false; errors: Partial<Record<string, string>> } {
	const result = v.safeParse(SaveBannerBody, {
		html: draft.html,
		audience: draft.audience,
		startsOn: draft.startsOn === '' ? undefined : draft.startsOn,
		endsOn: draft.endsOn === '' ? undefined : draft.endsOn,
		requestKey,
	});
	return result.success
		? { ok: true, input: result.output }
		: { ok: false, errors: fieldErrors(result.issues) };
}
