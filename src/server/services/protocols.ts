/**
 * The advice protocols of the classroom (issue #6, `aula/protocolos-de-consejo`): counter-advice
 * sheets by symptom, for those whose licence opens the campus (services/access.ts). Handlers give
 * already-validated input; SQL lives in db/queries/protocols.ts.
 */
import { searchWords } from '../../lib/protocol-search';
import type { AdviceProtocol, ProtocolList } from '../../lib/contracts/protocols';
import type { AppDeps } from '../context';
import * as queries from '../db/queries/protocols';
import { requireLearningAccess } from './access';

type ProtocolDeps = Pick<AppDeps, 'db' | 'now'>;

/**
 * Every protocol matching `search` (accent- and case-insensitive, any word that is not a stop word;
 * blank lists them all), the best matches first, else by symptom. Refuses 403 `lic_req` without a licence open now.
 *
 * @example
 * const { protocols } = await getProtocols(deps, userId, 'dolor garganta');
 */
export async function getProtocols(
	deps: ProtocolDeps,
	userId: number,
	search: string,
): Promise<ProtocolList> {
	await requireLearningAccess(deps, userId);
	const rows = await queries.listProtocols(deps.db, searchWords(search));
	return {
		protocols: rows.map((row): AdviceProtocol => ({
			slug: row.slug,
			symptom: row.symptom,
			category: { slug: row.categorySlug, name: row.categoryName },
			summary: row.summary,
			questions: row.questions,
			recommendation: row.recommendation,
			referral: row.referral,
		})),
	};
}
