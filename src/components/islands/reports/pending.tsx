/**
 * What the report pages (`/aula/informes`, `/aula/grupo`) show while something is missing: the
 * session check, the scope or the report on its way, or a failed load with its retry. Each gives
 * null once what it waits for is there, and the page goes on.
 */
import type { ReactElement } from 'react';
import { LoadError, t } from './ReportParts';
import type { ReportState } from './use-report';

function Loading({ text }: { text: string }) {
	return (
		<p className="reports__status" role="status">
			{text}
		</p>
	);
}

/** Until the scope (pharmacies, groups, itineraries) has loaded. */
export function scopePending({
	phase,
	scope,
	retryScope,
}: Pick<ReportState, 'phase' | 'scope' | 'retryScope'>): ReactElement | null {
	if (phase === 'checking' || scope.state === 'idle' || scope.state === 'loading') {
		return (
			<Loading
				text={phase === 'checking' ? t('reports.page.checking') : t('reports.page.loading')}
			/>
		);
	}
	if (scope.state === 'failed') return <LoadError msg={scope.msg} onRetry={retryScope} />;
	return null;
}

/** Until the report asked with the filters has loaded. */
export function reportPending({
	report,
	retryReport,
}: Pick<ReportState, 'report' | 'retryReport'>): ReactElement | null {
	if (report.state === 'failed') return <LoadError msg={report.msg} onRetry={retryReport} />;
	if (report.state !== 'ready') return <Loading text={t('reports.page.loading')} />;
	return null;
}
