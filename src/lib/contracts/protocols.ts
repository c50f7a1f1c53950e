/**
 * Payload and answer of the advice protocols call (issue #6, spec §7 conventions): the
 * counter-advice sheets of `aula/protocolos-de-consejo`. Shared by src/server/routes/protocols
 * and the island (which imports only the types, so the catalogue of `t` stays out of its bundle).
 */
import type { AreaResult, LicenceRefusal } from './common';
import * as v from 'valibot';
import { t } from '../../i18n/index';
import { PROTOCOL_SEARCH_MAX_LENGTH } from '../protocol-search';
import { payloadObject, text } from './fields';

export { PROTOCOL_SEARCH_MAX_LENGTH };

const invalidSearch = () => t('validation.protocol_search', { max: PROTOCOL_SEARCH_MAX_LENGTH });

/**
 * `POST /protocols/getProtocols {q?}`: `q` is the search, trimmed, 0–80 characters; absent,
 * null and blank all list every protocol.
 */
export const GetProtocolsBody = payloadObject({
	q: v.pipe(
		v.nullish(text(invalidSearch), ''),
		v.trim(),
		v.maxLength(PROTOCOL_SEARCH_MAX_LENGTH, invalidSearch),
	),
});

/** The area of the catalogue a protocol belongs to. */
export interface ProtocolCategory {
	/** Category slug, as in the catalogue (`respiratorio`). */
	slug: string;
	/** Display name (`Respiratorio`). */
	name: string;
}

/** One counter-advice sheet (`data.getProtocols.protocols[]`). */
export interface AdviceProtocol {
	/** Stable, URL-safe id (`tos-seca`). */
	slug: string;
	/** The symptom as a customer would put it (`Tos seca`). */
	symptom: string;
	category: ProtocolCategory;
	/** One or two sentences: what the sheet helps with at the counter. */
	summary: string;
	/** The questions to ask the customer, in order. */
	questions: string[];
	/** What to recommend: measures and non-prescription options by active ingredient. */
	recommendation: string[];
	/** When to refer to the doctor: the warning signs. */
	referral: string[];
}

/** `data.getProtocols`: every matching protocol, ordered by symptom. */
export interface ProtocolList {
	protocols: AdviceProtocol[];
}

// ---- Result codes ----------------------------------------------------------------------------

/** What the protocols call answers when it fails: `lic_req` offers the plans. */
export type ProtocolsResult = AreaResult<LicenceRefusal>;
